/** What a visitor without JavaScript reads next to a button that needs it. */
export function NoScriptNote({ text }: { text: string }) {
  return (
    <noscript>
      <p className="mt-3 text-sm font-medium text-muted-foreground">{text}</p>
    </noscript>
  );
}
