/**
 * CSV for spreadsheet users (RFC 4180: CRLF lines, fields with commas, quotes or line breaks
 * quoted, quotes doubled). Cells a spreadsheet would run as a formula (starting with = + - @, tab
 * or carriage return) get a leading apostrophe, so a visitor's form text can never become a
 * formula in an admin's spreadsheet (CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document with a header row; a byte-order mark lets Excel read it as UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
