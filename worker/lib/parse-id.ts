/** A positive integer id from a path segment, or null (so "abc", "1.5", "-2" and "01e3" find nothing). */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
