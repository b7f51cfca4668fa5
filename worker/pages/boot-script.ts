/**
 * How a page's code is loaded: paint first, then fetch and hydrate; and no tap is lost meanwhile.
 *
 * A public page arrives complete, so its code is not needed to see it. The scripts are therefore
 * not in the head (where they would be fetched alongside the stylesheet and, on a fast machine, run
 * before the first frame). Instead the page lists its modules as JSON at the end of the body, and
 * this inline script starts fetching them once the browser reports the first contentful paint: on
 * a slow link the HTML and CSS get the bandwidth, and the page is on screen before hydration's long
 * task. An empty shell (admin pages) has nothing to paint, so its code is fetched at once; so is a
 * page opened in a background tab, and a browser that does not report paints gets its code at once
 * too. The Content-Security-Policy allows this script by its hash, like the theme script.
 *
 * Until the page is live, what needs code is captured here (docs/decisions/142-no-tap-lost.md):
 * a click on a button the browser cannot act on alone (not a popover toggle, not a theme button,
 * not a button of a `method`-ed form, which submits natively), a submit of a form without a
 * `method`, Enter in one of its fields, and every input's value (the last of a run of typing). The
 * first interaction (a press, a key) starts the code at once, and is marked on the root element
 * (`data-boot-used`), so a section whose code waits until the visitor interacts (a form, ADR 143)
 * fetches it as soon as the page hydrates; and that section's code (the list's `islands`) is
 * fetched at once too, after the page's, so it is there when the page is live (ADR 144).
 * A captured control is marked `aria-busy`. When the page has hydrated, the app dispatches
 * `page-live` on the document (web/src/lib/page-live.ts) and the events are replayed in order, one
 * task each: clicks as clicks, submits as `requestSubmit`, Enter as a key the field's handler may
 * take (else the form is submitted), values set so that React sees them change (a
 * hydrating form library may have put its defaults back). An event whose target React has not
 * hydrated yet (a lazy section of the page still loading its code) holds the queue until it has;
 * such a section is marked `data-boot-hold` until it hydrates (web/src/components/held-section.tsx),
 * and what lands in it is held even after the page is live.
 * Buttons disabled only until the page is live (`data-boot-enable`: the calculators' Calculate, the
 * lead forms' submit) are enabled here, so a tap on them reaches the capture; without JavaScript
 * they stay disabled.
 */
import { jsonForScript } from "#contract/json-for-script.ts";

export const PAGE_MODULES_ELEMENT_ID = "page-modules";

/** The event the app dispatches on the document once the page has hydrated. */
export const PAGE_LIVE_EVENT = "page-live";

/** Set on the root element at the visitor's first interaction (web/src/lib/when-needed.ts reads it). */
const USED_ATTRIBUTE = "data-boot-used";

/**
 * The module list is `{"code":[entry, ...], "islands":[...]}`: the entry is imported and the rest of
 * `code` fetched alongside it (module preloads); `islands` only on an interaction before the page is
 * live (ADR 144).
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,q=[],s=0,I=0,L=0,R=0,B=0,D=0,W=0,T=0,Q=[],N=0,H="[data-boot-hold]",' +
  `x=d.getElementById("${PAGE_MODULES_ELEMENT_ID}"),m=JSON.parse(x.textContent),M=m.code;` +
  // Module preloads go out a few per task, in the order asked: adding a preload starts a fetch, and
  // the page's fifteen or so in one task made a task long enough to count as blocking on a phone
  // (Lighthouse's TBT on the list pages, ADR 145). The entry is imported first; its preloads and
  // then the islands' (ADR 144) are all on their way long before the entry's response names them.
  'function n(){for(var k=0;k<4&&Q.length;k++){var l=d.createElement("link");l.rel="modulepreload";l.href=Q.shift();d.head.appendChild(l)}N=Q.length?setTimeout(n):0}' +
  "function f(a,i){for(;i<a.length;i++)Q.push(a[i]);if(!N)n()}" +
  "function go(){if(s)return;s=1;import(M[0]);f(M,1)}" +
  // The first interaction: marked on the root element (a section whose code waits until it is
  // needed reads it when the page hydrates: web/src/lib/when-needed.ts), and the code started.
  // Before the page is live, the code of the sections that load on interaction is fetched too,
  // asked for after the page's own, to be there when the page is live rather than fetched only then.
  `function u(){d.documentElement.setAttribute("${USED_ATTRIBUTE}","");go();if(!L&&!I){I=1;f(m.islands,0)}}` +
  // Capture: what the browser would drop (or do wrongly) before the page's code runs.
  // Once live, only what lands in a section still on its way (data-boot-hold) is held, and
  // everything until what was held before is replayed (so the order holds). Nothing once the
  // module list has left the document (a test that boots another page in it).
  // Also held once live: what lands on a target (or in a form) whose held events are still being
  // replayed, so a key pressed just after its section hydrated does not overtake the value typed
  // before it (Enter picking from a list the replayed text has not filtered yet).
  'function k(t){var f=t.form||t.closest&&t.closest("form"),i,o;for(i=0;i<q.length;i++){o=q[i][1];if(o===t||f&&(o.form||o.closest&&o.closest("form"))===f)return 1}}' +
  "function c(e){var t=e.target,b,v,l;if(R||!x.isConnected||L&&!D&&!(t.closest&&t.closest(H))&&!(B&&k(t)))return;" +
  // Enter in a field of a form without a method: held as a key, so that once live the field's own
  // handler (a combobox picking an option) has it first; the form is submitted if none takes it.
  'if(e.type==="keydown"){if(e.key!=="Enter"||e.isComposing||t.tagName!=="INPUT"||!t.form||t.form.getAttribute("method"))return;' +
  "e.preventDefault();e.stopPropagation();q.push([4,t])}" +
  'else if(e.type==="submit"){if(t.getAttribute("method"))return;e.preventDefault();q.push([1,t,e.submitter])}' +
  'else if(e.type==="click"){b=t.closest&&t.closest("button");' +
  'if(!b||b.hasAttribute("popovertarget")||b.hasAttribute("data-theme-choice")||b.form&&b.form.getAttribute("method"))return;' +
  'e.preventDefault();e.stopPropagation();b.setAttribute("aria-busy","true");q.push([0,b])}' +
  // A value: only the last one of a run of typing in one field is kept.
  'else{v=t.type==="checkbox"||t.type==="radio"?2:3;l=q[q.length-1];if(l&&l[0]===v&&l[1]===t)q.pop();q.push([v,t,v>2?t.value:t.checked])}u();if(L&&!B){B=1;setTimeout(p)}}' +
  '["click","submit","input","keydown"].forEach(function(n){d.addEventListener(n,c,true)});' +
  '["pointerdown","keydown"].forEach(function(n){d.addEventListener(n,u,{capture:true,once:true})});' +
  'for(var e=d.querySelectorAll("[data-boot-enable]"),i=0;i<e.length;i++)e[i].disabled=false;' +
  // Replay, in order, once the app says the page is live (after its effects: a task later). A
  // target inside a section whose code is still on its way (a lazy section of the page, marked
  // data-boot-hold until it has hydrated) is not yet React's (no fiber on the node): the queue waits
  // for it, up to 10 s per event, so the order holds.
  // Each event in a task of its own, so that React has rendered what the one before set off (a
  // typed value the next key reads); capture goes on meanwhile, so a tap in between queues behind.
  "function p(){var r=q[0],t;T=0;if(!r){B=D=0;return}t=r[1];" +
  'if(t.isConnected&&(t.closest(H)||!Object.keys(t).some(function(k){return k.indexOf("__reactFiber")===0}))&&W++<200)return void(T=setTimeout(p,50));' +
  // While an event is replayed, what it sets off (the submit of a replayed click) is not captured.
  "W=0;q.shift();if(t.isConnected){R=1;try{" +
  'if(r[0]===0){t.removeAttribute("aria-busy");t.click()}' +
  "else if(r[0]===1)t.requestSubmit(r[2]&&r[2].form===t?r[2]:null);" +
  'else if(r[0]===4){if(t.dispatchEvent(new KeyboardEvent("keydown",{key:"Enter",code:"Enter",bubbles:true,cancelable:true}))&&t.form)t.form.requestSubmit()}' +
  // Set through the element (React's value tracker sees it), then the recorded value through the
  // prototype, so the dispatched event reads as a change.
  "else if(r[0]===2){t.checked=!r[2];t.click()}" +
  'else{t.value=r[2]+" ";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,r[2]);' +
  't.dispatchEvent(new Event("input",{bubbles:true}));t.dispatchEvent(new Event("change",{bubbles:true}))}}catch(x){}R=0}setTimeout(p)}' +
  `d.addEventListener("${PAGE_LIVE_EVENT}",function(){L=B=D=1;setTimeout(p)},{once:true});` +
  // A section the queue waits for has hydrated (it drops data-boot-hold): go on at once rather than
  // at the next check.
  'new MutationObserver(function(){if(T){clearTimeout(T);T=setTimeout(p)}}).observe(d.documentElement,{subtree:true,attributeFilter:["data-boot-hold"]});' +
  'var P=window.PerformanceObserver,r=d.getElementById("root");' +
  'if(!r||!r.firstChild||d.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)go();' +
  'else{new P(function(_,o){o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});setTimeout(go,3000)}' +
  "})()";

/**
 * The module list and the boot script, for the end of the body. Nothing when there is no built entry.
 * `modules`: the entry first, then the page's code; `islands`: its interaction-loaded sections' code.
 */
export function bootScripts(modules: readonly string[], islands: readonly string[] = []): string {
  if (!modules.length) return "";
  const code = [...new Set(modules)];
  const list = { code, islands: [...new Set(islands)].filter((file) => !code.includes(file)) };
  return `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${jsonForScript(list)}</script><script>${BOOT_SCRIPT}</script>`;
}
