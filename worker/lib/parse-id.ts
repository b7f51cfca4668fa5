/**
 * A route's numeric id: a positive integer, else null, so "abc", "1.5", "-2" and "01e3" find
 * nothing (the caller answers 404: no such record).
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
