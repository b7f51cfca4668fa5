/**
 * Checks a feed against RSS 2.0 (the RSS Advisory Board's specification) and the rules the W3C
 * feed validator applies to the extensions the site uses (Atom's self link, Dublin Core, Media
 * RSS): parsed as XML (xmldom), so a feed reader would read it the same way.
 */
import { DOMParser, type Element } from "@xmldom/xmldom";

const namespaces = {
  atom: "http://www.w3.org/2005/Atom",
  dc: "http://purl.org/dc/elements/1.1/",
  media: "http://search.yahoo.com/mrss/",
};

const absolute = (value: string | null | undefined) => !!value && /^https?:\/\//.test(value) && URL.canParse(value);
/** An RFC 822 date as RSS wants it ("Tue, 05 Mar 2024 15:00:00 GMT"), that names a real instant. */
const rfc822 = (value: string | undefined) =>
  !!value &&
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value) &&
  new Date(value).toUTCString() === value;

/** The problems of an RSS 2.0 feed served at `feedUrl` (empty when it is valid). */
export function rssProblems(xml: string, feedUrl: string): string[] {
  const problems: string[] = [];
  let doc: ReturnType<DOMParser["parseFromString"]>;
  try {
    doc = new DOMParser({ onError: (level, message) => problems.push(`XML ${level}: ${message}`) }).parseFromString(xml, "text/xml");
  } catch (error) {
    // xmldom throws on what no reader can read (an unbound prefix, broken nesting).
    return [`not XML: ${(error as Error).message}`];
  }
  const rss = doc.documentElement;
  if (!rss || rss.tagName !== "rss" || rss.getAttribute("version") !== "2.0") return [...problems, 'the root is not <rss version="2.0">'];
  for (const [prefix, uri] of Object.entries(namespaces)) {
    if (xml.includes(`<${prefix}:`) && rss.getAttribute(`xmlns:${prefix}`) !== uri)
      problems.push(`prefix ${prefix} is not bound to ${uri}`);
  }
  const children = (parent: Element, name: string) =>
    Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).tagName === name);
  const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? undefined;
  const channels = children(rss, "channel");
  const channel = channels[0];
  if (channels.length !== 1 || !channel) return [...problems, "not exactly one <channel>"];
  for (const name of ["title", "link", "description"]) if (!text(channel, name)?.trim()) problems.push(`channel lacks ${name}`);
  if (!absolute(text(channel, "link"))) problems.push("channel link is not an absolute URL");
  const self = children(channel, "atom:link").find((link) => link.getAttribute("rel") === "self");
  if (self?.getAttribute("href") !== feedUrl || self.getAttribute("type") !== "application/rss+xml")
    problems.push(`no atom:link rel="self" to ${feedUrl}`);
  const built = text(channel, "lastBuildDate");
  if (built !== undefined && !rfc822(built)) problems.push(`lastBuildDate ${built} is not an RFC 822 date`);
  const items = children(channel, "item");
  if (items.length === 0) problems.push("no items");
  items.forEach((item, i) => {
    const at = `item ${i + 1}`;
    if (!text(item, "title")?.trim() && !text(item, "description")?.trim()) problems.push(`${at} has neither title nor description`);
    if (!absolute(text(item, "link"))) problems.push(`${at} link is not an absolute URL`);
    const guid = children(item, "guid")[0];
    if (!guid || (guid.getAttribute("isPermaLink") !== "false" && !absolute(guid.textContent)))
      problems.push(`${at} guid is not a permalink`);
    if (!rfc822(text(item, "pubDate"))) problems.push(`${at} pubDate is not an RFC 822 date`);
    for (const media of children(item, "media:content")) {
      if (!absolute(media.getAttribute("url"))) problems.push(`${at} media:content url is not absolute`);
      if (!["image", "audio", "video", "document", "executable", null].includes(media.getAttribute("medium")))
        problems.push(`${at} media:content medium is unknown`);
    }
  });
  return problems;
}
