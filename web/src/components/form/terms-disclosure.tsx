/**
 * A programme's terms one tap from the checkbox that accepts them: a native disclosure, so it opens
 * before the page's code has loaded and needs no route of its own (ADR 300).
 */
export function TermsDisclosure({ title, terms, className = "" }: { title: string; terms: readonly string[]; className?: string }) {
  return (
    <details className={`rounded-md border border-border text-sm ${className}`}>
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium text-primary underline-offset-2 hover:underline">
        Read the {title}
      </summary>
      <ol className="list-decimal space-y-2 px-8 pt-1 pb-3">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </details>
  );
}
