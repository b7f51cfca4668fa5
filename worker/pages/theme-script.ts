/**
 * The inline script that applies the stored theme before first paint so a dark page never flashes
 * light. The Content-Security-Policy allows it by its hash. It mirrors web/src/lib/theme.ts
 * (key "theme"; "light" | "dark" | "system", default system).
 */
export const THEME_SCRIPT =
  '(function(){try{var t=localStorage.getItem("theme");' +
  'var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  'var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()';
