import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "#contract/entities.ts";
import {
  headMetaTags,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  pageHead,
  postMetaTitle,
  titleWithSuffix,
  truncateAtWord,
} from "#contract/meta.ts";
import { postHead, postMetaDescription } from "#contract/post-head.ts";
import type { ShareImage } from "#contract/share-image.ts";
import { company } from "#content/site.ts";

const SITE = "https://www.kilbride.example";
/** The Blog card, as the post page passes it. */
const CARD: ShareImage = { url: "/images/share/blog.png", alt: "Kilbride Industries: Blog", width: 1200, height: 630 };
const UPLOAD = `/media/${"a".repeat(64)}.png`;
const SHARING_UPLOAD = `/media/${"b".repeat(64)}.jpg`;
const room = META_TITLE_MAX - company.titleSuffix.length;

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 7,
    slug: "a-post",
    title: "A Post",
    excerpt: "Short.",
    content: "<p>Body.</p>",
    author: "Ciara Byrne",
    category: "renewable_energy",
    tags: ["solar", "roi"],
    keywords: ["solar roi"],
    featured: false,
    published: true,
    publishedAt: "2024-03-05T15:00:00.000Z",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2024-03-06T00:00:00.000Z",
    viewCount: 0,
    imageUrl: "/images/blog/a.svg",
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    ogTitle: null,
    ogDescription: null,
    ogImageUrl: null,
    ...overrides,
  };
}

describe("title rule", () => {
  it("keeps a title that fits exactly with the suffix", () => {
    const title = "x".repeat(room - 5) + " abcd";
    expect(title.length).toBe(room);
    expect(postMetaTitle(post({ title }))).toBe(`${title}${company.titleSuffix}`);
    expect(postMetaTitle(post({ title })).length).toBe(META_TITLE_MAX);
  });

  it("shortens a title one character too long at a word boundary, with an ellipsis, to at most 60 in all", () => {
    const title = "Solar ROI for Commercial Rooftops in Colorado";
    const result = postMetaTitle(post({ title }));
    expect(result.length).toBeLessThanOrEqual(META_TITLE_MAX);
    expect(result).toBe(`Solar ROI for Commercial Rooftops in…${company.titleSuffix}`);
    const oneOver = `${"y".repeat(room - 4)} abcd`;
    expect(oneOver.length).toBe(room + 1);
    expect(titleWithSuffix(oneOver)).toBe(`${"y".repeat(room - 4)}…${company.titleSuffix}`);
  });

  it("cuts a single over-long word rather than dropping it", () => {
    const result = titleWithSuffix("z".repeat(80));
    expect(result).toBe(`${"z".repeat(room - 1)}…${company.titleSuffix}`);
    expect(result.length).toBe(META_TITLE_MAX);
  });

  it("uses metaTitle as written when present (blank counts as absent)", () => {
    expect(postMetaTitle(post({ metaTitle: "Commercial Solar ROI" }))).toBe("Commercial Solar ROI");
    expect(postMetaTitle(post({ metaTitle: "   " }))).toBe(`A Post${company.titleSuffix}`);
  });
});

describe("description rule", () => {
  it("uses metaDescription when present", () => {
    expect(postMetaDescription(post({ metaDescription: "Hand-written." }))).toBe("Hand-written.");
  });

  it("strips tags and keeps content of exactly 160 characters whole", () => {
    const text = `${"word ".repeat(31)}abcde`;
    expect(text.length).toBe(META_DESCRIPTION_MAX);
    expect(postMetaDescription(post({ content: `<p>${text.slice(0, 50)}<strong>${text.slice(50)}</strong></p>` }))).toBe(text);
    expect(postMetaDescription(post({ content: `<p>${text}f</p>` }))).toBe(`${"word ".repeat(30)}word…`);
  });

  it("cuts longer content to 160 at a word boundary with an ellipsis, and drops script text", () => {
    const content = `<p>${"energy ".repeat(40)}</p><script>alert("x")</script>`;
    const result = postMetaDescription(post({ content }));
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(result.endsWith("energy…")).toBe(true);
    expect(result).not.toContain("alert");
    expect(truncateAtWord("one two three", 8)).toBe("one two…");
    expect(truncateAtWord("one, two three", 9)).toBe("one, two…");
    expect(truncateAtWord("one, two three", 6)).toBe("one…");
  });
});

describe("post head", () => {
  it("has canonical, social tags, article times, author and tags, and BlogPosting data", () => {
    const head = postHead(post({ ogTitle: "Share me", canonicalUrl: "https://partner.example/original" }), SITE, CARD);
    expect(head.canonical).toBe("https://partner.example/original");
    expect(head.og).toEqual({
      type: "article",
      title: "Share me",
      description: "Body.",
      url: "https://partner.example/original",
      // Its own image is an SVG, which link previews do not show: the Blog card instead.
      image: { ...CARD, url: `${SITE}/images/share/blog.png` },
    });
    const tags = headMetaTags(head).map(({ attrs }) => [attrs.property ?? attrs.name ?? attrs.rel, attrs.content ?? attrs.href]);
    expect(tags).toEqual(
      expect.arrayContaining([
        ["keywords", "solar roi"],
        ["canonical", "https://partner.example/original"],
        ["article:published_time", "2024-03-05T15:00:00.000Z"],
        ["article:author", "Ciara Byrne"],
        ["article:tag", "solar"],
        ["article:tag", "roi"],
        ["twitter:card", "summary_large_image"],
        ["og:image", `${SITE}/images/share/blog.png`],
        ["og:image:alt", "Kilbride Industries: Blog"],
        ["og:image:width", "1200"],
        ["og:image:height", "630"],
        ["twitter:image", `${SITE}/images/share/blog.png`],
        ["twitter:image:alt", "Kilbride Industries: Blog"],
      ]),
    );
    expect(head.breadcrumb).toEqual([
      { name: "Blog", path: "/blog" },
      { name: "A Post", path: "/blog/a-post" },
    ]);
    expect(head.entities?.[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "A Post",
      author: { "@type": "Person", name: "Ciara Byrne" },
      datePublished: "2024-03-05T15:00:00.000Z",
      dateModified: "2024-03-06T00:00:00.000Z",
      publisher: { "@id": `${SITE}/#organization` },
      image: [`${SITE}/images/share/blog.png`, `${SITE}/images/blog/a.svg`],
      mainEntityOfPage: { "@id": "https://partner.example/original#webpage" },
    });
  });

  it("defaults the canonical to the post's own URL", () => {
    expect(postHead(post(), SITE, CARD).canonical).toBe(`${SITE}/blog/a-post`);
  });

  it("shares its sharing image, else its own image, when that is an uploaded JPEG or PNG of known size; else the card", () => {
    const png = { alt: "Array at dusk", type: "image/png", width: 1600, height: 900, srcset: null };
    const jpeg = { alt: "", type: "image/jpeg", width: 1200, height: 630, srcset: null };
    const shared = (overrides: Partial<BlogPost>) => postHead(post(overrides), SITE, CARD).og.image;
    const card = { ...CARD, url: `${SITE}${CARD.url}` };
    expect(shared({ imageUrl: UPLOAD, image: png })).toEqual({ url: `${SITE}${UPLOAD}`, alt: "Array at dusk", width: 1600, height: 900 });
    // The sharing image wins; without alt text of its own it is named by the post's title.
    expect(shared({ imageUrl: UPLOAD, image: png, ogImageUrl: SHARING_UPLOAD, ogImage: jpeg })).toEqual({
      url: `${SITE}${SHARING_UPLOAD}`,
      alt: "A Post",
      width: 1200,
      height: 630,
    });
    // Not shown by every link preview, or of no known type and size: the card.
    expect(shared({ imageUrl: UPLOAD, image: { ...png, type: "image/webp" } })).toEqual(card);
    expect(shared({ imageUrl: UPLOAD, image: { ...png, width: null } })).toEqual(card);
    expect(shared({ imageUrl: "https://cdn.example.org/photo.png", ogImageUrl: "https://cdn.example.org/og.png" })).toEqual(card);
    expect(shared({ imageUrl: null })).toEqual(card);
    // Its BlogPosting names the shared image alone when it is the post's own.
    expect(postHead(post({ imageUrl: UPLOAD, image: png }), SITE, CARD).entities?.[0]?.image).toBe(`${SITE}${UPLOAD}`);
  });
});

/** The head the not-found screen renders for a path (web/src/components/page-meta.tsx). */
const notFoundHead = (site: string, path: string) =>
  pageHead({ title: titleWithSuffix("Page Not Found"), path, siteUrl: site, image: CARD, noindex: true });

describe("canonical of the not-found screen", () => {
  it("is on the site's own origin for any path a visitor can ask for", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s: string) => `//${s}`),
          fc.string().map((s: string) => `/\\${s}`),
        ),
        (path: string) => {
          const head = notFoundHead(SITE, path);
          expect(new URL(head.canonical).origin).toBe(SITE);
          expect(head.og.url).toBe(head.canonical);
        },
      ),
    );
  });

  it("keeps the path as a path", () => {
    expect(notFoundHead(SITE, "//evil.example/x").canonical).toBe(`${SITE}//evil.example/x`);
    expect(notFoundHead(SITE, "/no-such-page").canonical).toBe(`${SITE}/no-such-page`);
  });
});
