/** Escapes text for HTML/XML content and quoted attribute values. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
