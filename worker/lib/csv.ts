/**
 * CSV for spreadsheet users (RFC 4180: CRLF lines, every field quoted, quotes doubled). No visitor
 * text may become a formula in an admin's spreadsheet (CSV injection): wherever a spreadsheet could
 * start a field — the cell's start, and after a `,` or `;` (the separator in many locales) or a line
 * break inside it, for readers that split without honouring quotes — a field that would begin with
 * = + - @ (after spaces or quotes it may trim), a tab or a carriage return gets an apostrophe first.
 * Quoting every field keeps a `;` inside a cell from splitting it for readers that do honour quotes.
 */
import type { Context } from "hono";

const SEPARATOR = /[,;\r\n]/;
const FORMULA_CHAR = /[=+\-@]/;
const SKIPPABLE = /[\s"]/;

/** The value with an apostrophe at each field start that a spreadsheet could run. */
function neutraliseFormulas(value: string): string {
  // formulaAhead[i]: from i, after spaces and quotes, comes a formula character. Built from the
  // end so a long run of line breaks costs one pass, not one scan per break.
  const formulaAhead = new Array<boolean>(value.length + 1).fill(false);
  for (let i = value.length - 1; i >= 0; i -= 1) {
    const ch = value[i] ?? "";
    formulaAhead[i] = FORMULA_CHAR.test(ch) || (SKIPPABLE.test(ch) && (formulaAhead[i + 1] ?? false));
  }
  let out = "";
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i] ?? "";
    const fieldStart = i === 0 || SEPARATOR.test(value[i - 1] ?? "");
    if (fieldStart && (formulaAhead[i] || ch === "\t" || ch === "\r")) out += "'";
    out += ch;
  }
  return out;
}

export function csvCell(value: string): string {
  return `"${neutraliseFormulas(value).replace(/"/g, '""')}"`;
}

/** One row as a CSV line with its line break (CRLF). */
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

// A byte-order mark lets Excel read the file as UTF-8.
const BOM = "\uFEFF";

/** A CSV document with a header row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [headers, ...rows].map(csvLine).join("");
}

/**
 * The same document as a stream, its rows read batch by batch while it is sent: a file of any
 * length holds one batch in memory. The next batch is read only when the reader wants more bytes.
 */
export function csvStream(headers: readonly string[], batches: AsyncIterable<readonly (readonly string[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(headers)));
    },
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await source.return?.();
    },
  });
}

/** A CSV download: the browser saves it under `fileName`. */
export function csvResponse(c: Context, body: ReadableStream<Uint8Array>, fileName: string) {
  return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` });
}
