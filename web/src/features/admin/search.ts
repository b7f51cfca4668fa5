/** Admin search: a case-insensitive substring of any of the given fields. */
export function matchesSearch(term: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === "" || fields.some((field) => (field ?? "").toLowerCase().includes(needle));
}
