/**
 * The inline script that applies the stored theme before first paint so a dark page never flashes
 * light, and makes the theme buttons work before the page's code has arrived (a tap in that gap
 * would otherwise be lost): a click on a `[data-theme-choice]` button stores and applies the choice
 * and marks the pressed button. After hydration React does the same on the same click, so the two
 * agree. The Content-Security-Policy allows it by its hash. It mirrors web/src/lib/theme.ts
 * (key "theme"; "light" | "dark" | "system", default system).
 */
/** On each theme button (web/src/components/layout/theme-toggle.tsx), holding its choice. */
const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";

export const THEME_SCRIPT =
  "(function(){var r=document.documentElement;" +
  'function a(t){var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  'r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}' +
  'try{a(localStorage.getItem("theme"))}catch(e){}' +
  'document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[' +
  THEME_CHOICE_ATTRIBUTE +
  ']");if(!b)return;' +
  'var t=b.getAttribute("' +
  THEME_CHOICE_ATTRIBUTE +
  '"),l=document.querySelectorAll("[' +
  THEME_CHOICE_ATTRIBUTE +
  ']");' +
  'try{localStorage.setItem("theme",t)}catch(e){}try{a(t)}catch(e){}' +
  'for(var i=0;i<l.length;i++)l[i].setAttribute("aria-pressed",String(l[i].getAttribute("' +
  THEME_CHOICE_ATTRIBUTE +
  '")===t))})})()';
