/**
 * Page metadata rules: document titles, descriptions, canonicals, social tags and structured data,
 * rendered by each page with React (on the server and in the browser alike). A post's head, whose
 * description needs the sanitiser, is in contract/post-head.ts; a project's in contract/project-head.ts.
 */
import type { BlogPost } from "./entities";
import type { MerchItem } from "./merch-catalogue";
import type { ShareImage } from "./share-image";
import { siteIdentity } from "./site-identity";

/** Document title limit, company suffix included. */
export const META_TITLE_MAX = 60;
/** Description limit, ellipsis included. */
export const META_DESCRIPTION_MAX = 160;
const ELLIPSIS = "…";

/** Everything a page's <head> says about it. Absolute URLs throughout. */
export interface HeadData {
  /** The whole document title (suffix included where the rules add one). */
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** "noindex" for pages search engines should not list (not-found, admin). */
  robots?: string;
  /** `image`: the page's share image (contract/share-image.ts), its URL absolute. */
  og: { type: "website" | "article"; title: string; description: string; url: string; image: ShareImage };
  article?: { publishedTime?: string; modifiedTime?: string; author: string; section: string; tags: string[] };
  /**
   * The pages above this one, then this one (the home page's trail is empty): the BreadcrumbList,
   * and the trail posts and projects show.
   */
  breadcrumb: Crumb[];
  /** What the page is about (schema.org nodes: a BlogPosting, the merch Products…), in its JSON-LD graph. */
  entities?: Record<string, unknown>[];
}

/** One step of a breadcrumb trail: a page's short name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The company facts every page's JSON-LD carries, passed in by the page from content/site.ts (the
 * contract imports no copy, ADR 240), so the graph says what the page shows.
 */
export interface SiteFacts {
  name: string;
  legalName: string;
  siteUrl: string;
  /** Site path of the logo. */
  logo: string;
  phone: string;
  emails: readonly { label: string; address: string }[];
  offices: readonly OfficeFacts[];
}

/** What the graph says of an office (content/site.ts's Office has these and more). */
export interface OfficeFacts {
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

/** Cuts text to `max` characters at a word boundary, ending with an ellipsis when anything was cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single word longer than the limit is cut mid-word rather than dropped.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

/** A page title with the company suffix, the page part shortened so the whole is at most 60 characters. */
export function titleWithSuffix(pageTitle: string): string {
  return `${truncateAtWord(pageTitle, META_TITLE_MAX - siteIdentity.titleSuffix.length)}${siteIdentity.titleSuffix}`;
}

/** The post's document title: its metaTitle as written, else its title shortened plus the suffix. */
export function postMetaTitle(post: Pick<BlogPost, "title" | "metaTitle">): string {
  return post.metaTitle?.trim() || titleWithSuffix(post.title);
}

/**
 * A page of this site by its path: always on the site's own origin, whatever the path looks like
 * ("//host/x" or "/\\host" stay paths here, not URLs of another host). Canonicals use this;
 * `search` is the query string a page's canonical keeps (a page of a paged list), none by default.
 */
export function sitePageUrl(siteUrl: string, path: string, search = ""): string {
  const url = new URL(siteUrl);
  url.pathname = path.startsWith("/") ? path : `/${path}`;
  url.search = search;
  url.hash = "";
  return url.toString();
}

/** An absolute URL for a site path (or the URL itself when already absolute). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** A share image with its URL made absolute on the site. */
export function absoluteShareImage(siteUrl: string, image: ShareImage): ShareImage {
  return { ...image, url: absoluteUrl(siteUrl, image.url) };
}

/**
 * Head of a page with a plain document title and description (canonical: its own path on the
 * site). `name`: the page's short name for its breadcrumb (none on the home page or a noindex screen);
 * `image`: its share card.
 */
export function pageHead({
  title,
  name,
  description,
  path,
  search,
  siteUrl,
  image,
  noindex = false,
  entities,
}: {
  title: string;
  name?: string;
  description?: string;
  path: string;
  search?: string;
  siteUrl: string;
  image: ShareImage;
  noindex?: boolean;
  entities?: Record<string, unknown>[];
}): HeadData {
  const canonical = sitePageUrl(siteUrl, path, search);
  const text = truncateAtWord(description ?? siteIdentity.description, META_DESCRIPTION_MAX);
  return {
    title,
    description: text,
    canonical,
    robots: noindex ? "noindex" : undefined,
    og: { type: "website", title, description: text, url: canonical, image: absoluteShareImage(siteUrl, image) },
    breadcrumb: name && path !== "/" && !noindex ? [{ name, path }] : [],
    entities,
  };
}

/** The graph's node ids: one Organization, one WebSite, and each page's WebPage. */
const nodeId = {
  organization: (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`,
  website: (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#website`,
  webPage: (canonical: string) => `${canonical}#webpage`,
};

/** A reference to the site's Organization node, for a node's publisher or creator. */
export function organizationRef(siteUrl: string) {
  return { "@id": nodeId.organization(siteUrl) };
}

/** A reference to the WebPage node of the page at `canonical`, for a node's mainEntityOfPage. */
export function webPageRef(canonical: string) {
  return { "@id": nodeId.webPage(canonical) };
}

/** The home page's crumb, which every trail starts with. */
const HOME_CRUMB: Crumb = { name: "Home", path: "/" };

/**
 * The page's one JSON-LD graph: the WebSite and the Organization (with its contact points and
 * offices), the page as a WebPage, its BreadcrumbList below the home page, and what it is about.
 */
export function structuredData(head: HeadData, site: SiteFacts): Record<string, unknown> {
  const { siteUrl } = site;
  const organizationNode = {
    "@type": "Organization",
    "@id": nodeId.organization(siteUrl),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, site.logo),
    telephone: site.phone,
    email: site.emails[0]?.address,
    contactPoint: site.emails.map((email) => ({
      "@type": "ContactPoint",
      contactType: email.label,
      email: email.address,
      telephone: site.phone,
    })),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: office.name,
      telephone: office.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        addressLocality: office.city,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: office.country,
      },
    })),
  };
  const website = {
    "@type": "WebSite",
    "@id": nodeId.website(siteUrl),
    name: site.name,
    url: absoluteUrl(siteUrl, "/"),
    publisher: organizationRef(siteUrl),
  };
  const trail = head.breadcrumb.length > 0 ? [HOME_CRUMB, ...head.breadcrumb] : [];
  const breadcrumbId = `${head.canonical}#breadcrumb`;
  const webPage = {
    "@type": "WebPage",
    "@id": nodeId.webPage(head.canonical),
    url: head.canonical,
    name: head.title,
    description: head.description,
    isPartOf: { "@id": nodeId.website(siteUrl) },
    ...(trail.length > 0 ? { breadcrumb: { "@id": breadcrumbId } } : {}),
  };
  const breadcrumbList = {
    "@type": "BreadcrumbList",
    "@id": breadcrumbId,
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: sitePageUrl(siteUrl, crumb.path),
    })),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [website, organizationNode, webPage, ...(trail.length > 0 ? [breadcrumbList] : []), ...(head.entities ?? [])],
  };
}

/**
 * The images a BlogPosting or CreativeWork names: its share image, then its own image when that is
 * another file (an SVG, say, which search engines read but link previews do not show).
 */
export function entityImages(share: ShareImage, ownImage: string | undefined): string | string[] {
  return ownImage && ownImage !== share.url ? [share.url, ownImage] : share.url;
}

/** The merch items as Products with their USD Offers, for /merch's graph (`pageUrl`: /merch's canonical). */
export function merchProducts(items: readonly MerchItem[], siteUrl: string, pageUrl: string): Record<string, unknown>[] {
  return items.map((item) => ({
    "@type": "Product",
    "@id": `${pageUrl}#${item.id}`,
    sku: item.id,
    name: item.name,
    description: item.description,
    image: absoluteUrl(siteUrl, item.image),
    brand: organizationRef(siteUrl),
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: item.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      seller: organizationRef(siteUrl),
    },
  }));
}

/** The <head> elements of some HeadData, as [tag, attributes] pairs (title and JSON-LD aside). */
export function headMetaTags(head: HeadData): { tag: "meta" | "link"; attrs: Record<string, string> }[] {
  const tags: { tag: "meta" | "link"; attrs: Record<string, string> }[] = [];
  const meta = (key: "name" | "property", id: string, content: string | undefined) => {
    if (content) tags.push({ tag: "meta", attrs: { [key]: id, content } });
  };
  meta("name", "description", head.description);
  meta("name", "keywords", head.keywords);
  meta("name", "robots", head.robots);
  tags.push({ tag: "link", attrs: { rel: "canonical", href: head.canonical } });
  meta("property", "og:site_name", siteIdentity.name);
  meta("property", "og:type", head.og.type);
  meta("property", "og:title", head.og.title);
  meta("property", "og:description", head.og.description);
  meta("property", "og:url", head.og.url);
  meta("property", "og:image", head.og.image.url);
  meta("property", "og:image:alt", head.og.image.alt);
  meta("property", "og:image:width", String(head.og.image.width));
  meta("property", "og:image:height", String(head.og.image.height));
  meta("name", "twitter:card", "summary_large_image");
  meta("name", "twitter:title", head.og.title);
  meta("name", "twitter:description", head.og.description);
  meta("name", "twitter:image", head.og.image.url);
  meta("name", "twitter:image:alt", head.og.image.alt);
  if (head.article) {
    meta("property", "article:published_time", head.article.publishedTime);
    meta("property", "article:modified_time", head.article.modifiedTime);
    meta("property", "article:author", head.article.author);
    meta("property", "article:section", head.article.section);
    for (const tag of head.article.tags) meta("property", "article:tag", tag);
  }
  return tags;
}
