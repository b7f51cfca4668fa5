/** A markdown-style link, which the chat widget renders as an in-app link. */
export const link = (label: string, path: string): string => `[${label}](${path})`;
