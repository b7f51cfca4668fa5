/**
 * Checks a page's JSON-LD against the part of the schema.org vocabulary the site uses, kept here
 * (not fetched at test time): every node's type is listed and every property is one schema.org
 * defines for that type. Google's required properties for each rich result are checked too.
 * A type or property the site starts using is added here after checking it on schema.org.
 */

/** schema.org types the site writes, each with the schema.org properties it uses (all defined for that type there). */
const schemaOrgVocabulary: Readonly<Record<string, readonly string[]>> = {
  WebSite: ["name", "url", "publisher"],
  Organization: ["name", "legalName", "url", "logo", "telephone", "email", "contactPoint", "location"],
  ContactPoint: ["contactType", "email", "telephone"],
  Place: ["name", "telephone", "address"],
  PostalAddress: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  WebPage: ["url", "name", "description", "isPartOf", "breadcrumb"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  BlogPosting: ["headline", "description", "author", "datePublished", "dateModified", "publisher", "image", "keywords", "mainEntityOfPage"],
  Person: ["name"],
  CreativeWork: ["name", "description", "about", "locationCreated", "dateCreated", "creator", "image", "mainEntityOfPage"],
  Product: ["sku", "name", "description", "image", "brand", "offers"],
  Offer: ["url", "price", "priceCurrency", "availability", "seller"],
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const filled = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null);

/** Google's required properties per rich-result type (Search Central's structured data guidelines). */
function googleRequirements(node: Node): string[] {
  const missing = (names: string[]) => names.filter((name) => !filled(node[name])).map((name) => `${node["@type"]} lacks ${name}`);
  switch (node["@type"]) {
    case "Organization":
      return missing(["name", "url", "logo"]);
    case "BreadcrumbList": {
      const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
      if (items.length < 2) return ["BreadcrumbList has fewer than two items"];
      return items.flatMap((item: unknown, i) =>
        isNode(item) && item.position === i + 1 && filled(item.name) && typeof item.item === "string" && URL.canParse(item.item)
          ? []
          : [`BreadcrumbList item ${i + 1} lacks position, name or an absolute item URL`],
      );
    }
    case "Product": {
      const offer = isNode(node.offers) ? node.offers : {};
      const problems = missing(["name", "offers"]);
      if (!/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push(`Product ${node.name} has no numeric price`);
      if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push(`Product ${node.name} has no ISO 4217 currency`);
      if (!String(offer.availability).startsWith("https://schema.org/")) problems.push(`Product ${node.name} has no availability`);
      return problems;
    }
    case "BlogPosting":
    case "Article": {
      const problems = missing(["headline", "image", "datePublished", "author"]);
      if (!isNode(node.author) || !filled(node.author.name)) problems.push(`${node["@type"]} author has no name`);
      return problems;
    }
    default:
      return [];
  }
}

/** Every node below `value` (the value itself included) that has a @type. */
function typedNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (!isNode(value)) return [];
  const inner = Object.values(value).flatMap(typedNodes);
  return "@type" in value ? [value, ...inner] : inner;
}

/** The problems of one JSON-LD document (empty when it is valid). */
export function structuredDataProblems(json: unknown): string[] {
  if (!isNode(json) || json["@context"] !== "https://schema.org") return ["not a schema.org JSON-LD document"];
  const problems: string[] = [];
  for (const node of typedNodes(json)) {
    const type = String(node["@type"]);
    const properties = schemaOrgVocabulary[type];
    if (!properties) {
      problems.push(`unknown type ${type}`);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (key !== "@type" && key !== "@id" && !properties.includes(key)) problems.push(`${type} has no property ${key}`);
    }
    problems.push(...googleRequirements(node));
  }
  // A node without a type is only ever a reference to one in the graph.
  const ids = new Set(
    typedNodes(json)
      .map((node) => node["@id"])
      .filter(Boolean),
  );
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (!("@type" in value) && value !== json) {
      if (Object.keys(value).join() !== "@id") problems.push(`untyped node ${JSON.stringify(value)}`);
      else if (!ids.has(value["@id"])) problems.push(`reference to no node: ${value["@id"]}`);
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  visit(json);
  return problems;
}

/** The JSON-LD documents of an HTML page, parsed (a script that is not JSON throws). */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "") as unknown);
}

/** The page's one graph's nodes by type. */
export function graphNodes(html: string, type: string): Node[] {
  const docs = jsonLdOf(html);
  if (docs.length !== 1) throw new Error(`expected one JSON-LD graph, found ${docs.length}`);
  return typedNodes(docs[0]).filter((node) => node["@type"] === type);
}
