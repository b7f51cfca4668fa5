/**
 * What changed in a post's or project's texts, field by field, as an inline diff: removed words
 * struck through, added words underlined (each also named for screen readers). Fields that did
 * not change are listed as unchanged.
 */
import { diffWords } from "./text-diff";

export interface DiffField {
  label: string;
  before: string;
  after: string;
}

export function DiffView({ fields }: { fields: DiffField[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {fields.map((field) => (
        <div key={field.label} className="grid gap-1">
          <dt className="font-medium">{field.label}</dt>
          <dd className="max-h-48 overflow-auto rounded-md border border-border bg-background p-2 whitespace-pre-wrap break-words">
            {field.before === field.after ? (
              <span className="text-muted-foreground">Unchanged</span>
            ) : (
              diffWords(field.before, field.after).map((part, index) =>
                part.kind === "same" ? (
                  <span key={index}>{part.text}</span>
                ) : part.kind === "removed" ? (
                  <del key={index} className="bg-destructive/15 text-destructive line-through">
                    <span className="sr-only">[removed: </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </del>
                ) : (
                  <ins key={index} className="bg-primary/15 underline">
                    <span className="sr-only">[added: </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </ins>
                ),
              )
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
