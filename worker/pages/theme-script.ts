/**
 * The one inline script of the site: it applies the stored theme before first paint so a dark
 * page never flashes light. The Content-Security-Policy allows exactly this script by its hash.
 * It mirrors web/src/lib/theme.ts (key "theme"; "light" | "dark" | "system", default system).
 */
export const THEME_SCRIPT =
  '(function(){try{var t=localStorage.getItem("theme");' +
  'var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  'var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()';

let hash: Promise<string> | undefined;

/** "sha256-…" of THEME_SCRIPT, computed once per isolate. */
export function themeScriptHash(): Promise<string> {
  hash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(THEME_SCRIPT))
    .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
  return hash;
}
