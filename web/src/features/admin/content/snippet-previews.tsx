/**
 * Beside a post's search and sharing fields (issue 35): how the post will look as a search result
 * and as a shared card, computed by the very functions that write the page's head (contract/meta.ts,
 * contract/post-head.ts), with a length counter and bar for each title and description. The bars
 * follow the usual snippet guidance: a title of about 30–60 characters, a description of about
 * 120–155; past the upper figure search engines cut the text.
 */
import { META_TITLE_MAX, postMetaTitle, truncateAtWord } from "#contract/meta.ts";
import { postMetaDescription } from "#contract/post-head.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import { company } from "#content/site.ts";

/** The lengths the bars judge by: [too short below, fine up to, the bar's end]. */
const snippetLimits = {
  title: { low: 30, high: META_TITLE_MAX, max: 80 },
  description: { low: 120, high: 155, max: 200 },
  ogTitle: { low: 30, high: 70, max: 100 },
  ogDescription: { low: 60, high: 200, max: 300 },
} as const;

type Limit = (typeof snippetLimits)[keyof typeof snippetLimits];

function verdict(length: number, limit: Limit): string {
  if (length === 0) return "empty";
  if (length < limit.low) return "short";
  if (length > limit.high) return "too long: it will be cut";
  return "a good length";
}

/** "Search title: 52 characters, a good length (30–60)" and its bar (a <meter>: no inline style, which the CSP forbids). */
function LengthBar({ label, text, limit }: { label: string; text: string; limit: Limit }) {
  const length = text.length;
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <span>
        {label}: {length} characters, {verdict(length, limit)} ({limit.low}–{limit.high})
      </span>
      <meter
        aria-label={`${label} length`}
        className="h-2 w-full"
        min={0}
        max={limit.max}
        low={limit.low}
        high={limit.high}
        optimum={(limit.low + limit.high) / 2}
        value={Math.min(length, limit.max)}
      />
    </div>
  );
}

interface SnippetFields {
  title?: string;
  slug?: string;
  content?: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
}

export function SnippetPreviews({ values, slug }: { values: SnippetFields; slug: string }) {
  const title = postMetaTitle({ title: values.title ?? "", metaTitle: values.metaTitle ?? null });
  const description = postMetaDescription({ content: sanitizeHtml(values.content ?? ""), metaDescription: values.metaDescription ?? null });
  const ogTitle = values.ogTitle?.trim() || title;
  const ogDescription = values.ogDescription?.trim() || description;
  const host = new URL(company.siteUrl).host;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure aria-label="Search result preview" className="grid content-start gap-2 rounded-md border border-border bg-background p-4">
        <h4 className="text-sm font-medium">Search result preview</h4>
        <div className="grid gap-0.5">
          <span className="text-xs text-muted-foreground">
            {host} › blog › {slug || "…"}
          </span>
          <span className="text-lg leading-snug text-primary">{truncateAtWord(title, 70)}</span>
          <span className="text-sm">{truncateAtWord(description, snippetLimits.description.high + 5)}</span>
        </div>
        <LengthBar label="Search title" text={title} limit={snippetLimits.title} />
        <LengthBar label="Search description" text={description} limit={snippetLimits.description} />
      </figure>
      <figure aria-label="Social card preview" className="grid content-start gap-2 rounded-md border border-border bg-background p-4">
        <h4 className="text-sm font-medium">Social card preview</h4>
        <div className="grid gap-0.5 rounded-md border border-border p-3">
          <span className="text-xs uppercase text-muted-foreground">{host}</span>
          <span className="font-semibold leading-snug">{truncateAtWord(ogTitle, snippetLimits.ogTitle.high)}</span>
          <span className="text-sm text-muted-foreground">{truncateAtWord(ogDescription, snippetLimits.ogDescription.high)}</span>
        </div>
        <LengthBar label="Sharing title" text={ogTitle} limit={snippetLimits.ogTitle} />
        <LengthBar label="Sharing description" text={ogDescription} limit={snippetLimits.ogDescription} />
      </figure>
    </div>
  );
}
