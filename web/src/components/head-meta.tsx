import { headMetaTags, type HeadData } from "#contract/meta.ts";
import { jsonForScript } from "#contract/json-for-script.ts";

/**
 * A page's full head (title, description, canonical, social and article tags, structured data)
 * from the shared rules. React hoists the tags into <head>, on the server and after every
 * navigation; the JSON-LD stays where the page renders it (search engines read it anywhere).
 */
export function HeadMeta({ head }: { head: HeadData }) {
  return (
    <>
      <title>{head.title}</title>
      {headMetaTags(head).map(({ tag, attrs }, i) =>
        tag === "link" ? <link key={`link-${i}`} {...attrs} /> : <meta key={`meta-${i}`} {...attrs} />,
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; jsonForScript escapes "<" so it cannot end the script. */}
      {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }} /> : null}
    </>
  );
}
