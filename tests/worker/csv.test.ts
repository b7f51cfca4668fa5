import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../worker/lib/csv";

describe("CSV", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["=1+1", "'=1+1"],
    ["+353 1 555", "'+353 1 555"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["", ""],
  ])("writes %j as %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("joins rows with CRLF after a UTF-8 byte-order mark", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"]])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
  });
});
