// The docs name files of the tree; a rename that leaves them pointing at nothing fails here. Checked:
// every repository path in backticks (`worker/api.ts`, `#contract/routes.ts`, `content/programs/`)
// and every relative Markdown link, in README.md and docs/**/*.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// vitest runs from the project's root (happy-dom gives modules no file URL to start from).
const root = process.cwd();

const TOP_LEVEL = ["worker", "web", "contract", "content", "scripts", "tests", "migrations", "docs"];
const ALIASES: Record<string, string> = {
  "#contract/": "contract/",
  "#content/": "content/",
  "#web/": "web/src/",
  "#worker/": "worker/",
  "#scripts/": "scripts/",
  "#tests/": "tests/",
};

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name));
  return ["README.md", ...docs.sort()];
}

/** Text outside fenced code blocks, indented ones in lists included (a block may sketch a layout or an example). */
function prose(markdown: string): string {
  return markdown.replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, "");
}

/** Inline code: between backticks, across a line break but not across a paragraph. */
const INLINE_CODE = /`((?:[^`\n]|\n(?![ \t]*\n))+)`/g;

/**
 * The repository path a backticked token names, or null when it is no path: a command, a URL, a
 * pattern (`worker/routes/<resource>.ts`, `tests/corpus/*.json`) or an elided one (`#contract/…`).
 */
function repoPath(token: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => token.startsWith(prefix));
  const path = alias ? `${ALIASES[alias]}${token.slice(alias.length)}` : token;
  if (!TOP_LEVEL.some((folder) => path.startsWith(`${folder}/`))) return null;
  if (/[\s<>*{}…|]/.test(path)) return null;
  // Generated or git-ignored state (`.wrangler/state`, `.api-types/`) is not part of the tree.
  if (path.split("/").some((segment) => segment.startsWith("."))) return null;
  return path;
}

function namedPaths(file: string): string[] {
  const text = prose(readFileSync(join(root, file), "utf8"));
  const backticked = [...text.matchAll(INLINE_CODE)].flatMap((m) => {
    const path = repoPath(m[1] ?? "");
    return path ? [path] : [];
  });
  // Links relative to the file (not in code), without their #anchor; web addresses and in-page anchors aside.
  const linked = [...text.replace(INLINE_CODE, "").matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? "").replace(/#.*$/, ""))
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target))
    .map((target) => relative(root, resolve(root, dirname(file), target)));
  return [...new Set([...backticked, ...linked])];
}

describe("paths named in the docs", () => {
  const files = markdownFiles();

  it("covers the README and the docs folder", () => {
    expect(files).toContain("README.md");
    expect(files).toContain(join("docs", "recipes.md"));
  });

  it.each(files)("%s names only files that exist", (file) => {
    const missing = namedPaths(file).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
