// Proof that a test run leaves the local database of `npm start` (.wrangler/state) alone: the
// tests have their own state (the worker tests run on in-memory storage, the browser tests on
// .wrangler/e2e-state), and this fingerprint of every file under .wrangler/state taken before and
// after the run shows that nothing wrote into it. (Running the site with `npm start` during the
// test run also changes it; the message says so.)
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localState, root } from "./lib.ts";

/** path → sha256 of every file under the directory (empty when it does not exist). */
export function fingerprint(dir = join(root, localState)): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return files;
}

/** The files that appeared, vanished or changed between two fingerprints. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

/** The files of the local database changed since `before`, with a line saying so when any did. */
export function reportLocalStateChanges(before: Map<string, string>): string[] {
  const changed = changedFiles(before, fingerprint());
  if (changed.length > 0) {
    console.error(`\n✖ the test run wrote into the local database of \`npm start\` (${localState}): ${changed.join(", ")}`);
    console.error("  Tests must use their own state directory (was `npm start` running meanwhile?).");
  }
  return changed;
}
