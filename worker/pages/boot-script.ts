/**
 * How a page's code is loaded: paint first, then fetch and hydrate.
 *
 * A public page arrives complete, so its code is not needed to see it. The scripts are therefore
 * not in the head (where they would be fetched alongside the stylesheet and, on a fast machine, run
 * before the first frame). Instead the page lists its modules as JSON at the end of the body, and
 * this inline script starts fetching them once the browser reports the first contentful paint: on
 * a slow link the HTML and CSS get the bandwidth, and the page is on screen before hydration's long
 * task. An empty shell (admin pages) has nothing to paint, so its code is fetched at once; so is a
 * page opened in a background tab, and a browser that does not report paints gets its code at once
 * too. The Content-Security-Policy allows this script by its hash, like the theme script.
 */
import { jsonForScript } from "#contract/json-for-script.ts";

export const PAGE_MODULES_ELEMENT_ID = "page-modules";

/** The first module is the entry; the others are fetched alongside it (module preloads). */
export const BOOT_SCRIPT =
  "(function(){" +
  `var m=JSON.parse(document.getElementById("${PAGE_MODULES_ELEMENT_ID}").textContent),s=0;` +
  "function go(){if(s)return;s=1;" +
  'for(var i=1;i<m.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=m[i];document.head.appendChild(l)}' +
  "import(m[0])}" +
  'var P=window.PerformanceObserver,r=document.getElementById("root");' +
  'if(!r||!r.firstChild||document.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)go();' +
  'else{new P(function(_,o){o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});setTimeout(go,3000)}' +
  "})()";

/** The module list and the boot script, for the end of the body. Nothing when there is no built entry. */
export function bootScripts(modules: readonly string[]): string {
  if (!modules.length) return "";
  return `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${jsonForScript([...new Set(modules)])}</script><script>${BOOT_SCRIPT}</script>`;
}
