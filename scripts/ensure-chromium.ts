// Browser tests need a real Chromium. Debian's package is used (browser downloads are not possible
// here); as root on Debian it is installed, otherwise this stops with instructions. It never skips.
import { existsSync } from "node:fs";
import { run } from "./lib.ts";

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless, offline and quiet: what the browser tests and the bench launch Chromium with. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      (await run("apt-get", ["update", "-qq"], { env })) === 0 &&
      (await run("apt-get", ["install", "-y", "-qq", "chromium"], { env })) === 0 &&
      existsSync(chromiumPath)
    ) {
      return chromiumPath;
    }
  }
  console.error(
    `\n✖ No Chromium at ${chromiumPath}. The browser tests need one and are not skipped.\n` +
      "  On Debian/Ubuntu: sudo apt-get install chromium\n" +
      "  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/the/binary\n",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
