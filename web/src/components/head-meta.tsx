import { headMetaTags, structuredData, type HeadData, type SiteFacts } from "#contract/meta.ts";
import { jsonForScript } from "#contract/json-for-script.ts";
import { company, contact, offices } from "#content/site.ts";

/** The company facts of every page's JSON-LD, from the copy the pages render. */
const siteFacts: SiteFacts = {
  name: company.name,
  legalName: company.legalName,
  siteUrl: company.siteUrl,
  // A raster logo: search engines take no SVG logo.
  logo: "/apple-touch-icon.png",
  phone: contact.phone,
  emails: Object.values(contact.emails),
  offices,
};

/**
 * A page's full head (title, description, canonical, social and article tags, structured data)
 * from the shared rules. React hoists the tags into <head>, on the server and after every
 * navigation; the JSON-LD graph stays where the page renders it (search engines read it anywhere).
 */
export function HeadMeta({ head }: { head: HeadData }) {
  return (
    <>
      <title>{head.title}</title>
      {headMetaTags(head).map(({ tag, attrs }, i) =>
        tag === "link" ? <link key={`link-${i}`} {...attrs} /> : <meta key={`meta-${i}`} {...attrs} />,
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; jsonForScript escapes "<" so it cannot end the script. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData(head, siteFacts)) }} />
    </>
  );
}
