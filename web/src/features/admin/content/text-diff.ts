/**
 * A word-level diff of two texts, for the stale-edit dialog and the revisions panel: the common
 * start and end are kept as they are, the middle compared word by word (longest common
 * subsequence). A middle too large to compare in the browser quickly (two whole rewritten bodies)
 * is shown as one removal and one addition.
 */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Cells of the comparison table above which the middle is shown whole (about 1 MB of memory). */
const MAX_CELLS = 250_000;

const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== "");

export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push("same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push("removed", midA.join(""));
    push("added", midB.join(""));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push("same", midA[i] ?? "");
        i += 1;
        j += 1;
      } else if (i < midA.length && (j === midB.length || (lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0))) {
        // Removals before additions, as a reader compares "was → now".
        push("removed", midA[i] ?? "");
        i += 1;
      } else {
        push("added", midB[j] ?? "");
        j += 1;
      }
    }
  }
  push("same", a.slice(endA).join(""));
  return parts;
}
