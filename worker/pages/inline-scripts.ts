import { BOOT_SCRIPT } from "./boot-script";
import { scriptHash } from "./script-hash";
import { THEME_SCRIPT } from "./theme-script";

/** The CSP sources of the site's only inline scripts: the theme and the boot script. */
export function inlineScriptHashes(): Promise<string[]> {
  return Promise.all([scriptHash(THEME_SCRIPT), scriptHash(BOOT_SCRIPT)]);
}
