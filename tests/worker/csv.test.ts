/**
 * The lead CSV export: RFC 4180 for spreadsheets, and no visitor text can become a formula in an
 * admin's spreadsheet, whichever separator (`,` or `;`, by locale) it splits the file on, and even
 * if it splits naively at every separator and line break without honouring quotes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvStream, toCsv } from "#worker/lib/csv.ts";

/** RFC 4180 as spreadsheets read it: quotes open and close quoting, "" inside quotes is one quote. */
function parseCsv(text: string, separator: "," | ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), (i += 1);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) row.push(cell), (cell = "");
    else if (ch === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), (i += 1);
    else cell += ch;
  }
  if (cell !== "" || row.length > 0) row.push(cell), rows.push(row);
  return rows;
}

/** The careless reader: every separator and line break starts a field, quotes are ignored. */
const naiveFields = (text: string) => text.split(/[,;\r\n]/);

/** A field a spreadsheet would run: after spaces and quotes it may trim, it starts with = + - or @. */
const runsAsFormula = (field: string) => /^[\s"]*[=+\-@]/.test(field) || /^[\t\r]/.test(field);

/** Text rich in what CSV injection is made of. */
const hostile = fc.string({ unit: fc.constantFrom(..."=+-@ \t\r\n,;\"'aZ1(|)!".split("")), maxLength: 24 });
const anyText = fc.oneof(hostile, fc.string({ maxLength: 24 }), fc.string({ unit: "grapheme", maxLength: 12 }));

describe("CSV cells", () => {
  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["", '""'],
    ["=1+1", `"'=1+1"`],
    ["+353 1 555", `"'+353 1 555"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=cmd", `"'\t=cmd"`],
    ["\rx", `"'\rx"`],
    ["   =1+1", `"'   =1+1"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    // Split at ";" by a spreadsheet in a locale that uses it, the second half is a field of its own.
    ['x;=HYPERLINK("https://evil.example","y")', `"x;'=HYPERLINK(""https://evil.example"",""y"")"`],
    ["x, =1", `"x,' =1"`],
    ["x;  @SUM(A1)", `"x;'  @SUM(A1)"`],
    ["first\n-2", `"first\n'-2"`],
    ['a";=1', `"a"";'=1"`],
  ])("writes %j as %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("joins quoted cells with commas and rows with CRLF after a UTF-8 byte-order mark", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"]])).toBe('\uFEFF"A","B"\r\n"1","x,y"\r\n');
  });

  it("streams the same bytes as the whole document, whatever the batches", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.array(anyText, { minLength: 2, maxLength: 2 }), { maxLength: 3 }), { maxLength: 4 }),
        async (batches) => {
          async function* source() {
            yield* batches;
          }
          const bytes = new Uint8Array(await new Response(csvStream(["A", "B"], source())).arrayBuffer());
          expect(bytes).toEqual(new TextEncoder().encode(toCsv(["A", "B"], batches.flat())));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads back cell for cell with ',' and no field can run as a formula with ',' or ';' or a naive split", () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyText, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const text = toCsv(["Name", "Email", "Notes"], rows).replace(/^\uFEFF/, "");
        const parsed = parseCsv(text, ",");
        expect(parsed.length).toBe(rows.length + 1);
        parsed.slice(1).forEach((cells, r) => {
          // Every cell survives, at most with apostrophes added in front of would-be formulas.
          cells.forEach((cell, c) => {
            expect(cell.replace(/'/g, "")).toBe((rows[r]?.[c] ?? "").replace(/'/g, ""));
          });
        });
        for (const field of [...parsed.flat(), ...parseCsv(text, ";").flat(), ...naiveFields(text)]) {
          expect(runsAsFormula(field), JSON.stringify(field)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
