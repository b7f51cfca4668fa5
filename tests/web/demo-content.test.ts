import { describe, it, expect } from "vitest";
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inquiryTypes, projectCategories, projectRegions } from "#contract/enums.ts";
import { demoInquiries, demoPartners, demoPosts, demoProjects } from "#scripts/seed/demo-content.ts";

// Resolved with node:path: under happy-dom, `new URL(relative, import.meta.url)` resolves against the
// fake page address (http://localhost:3000) instead of the test file.
const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/public");

/** Every root-relative path the demo content points at (images, videos, posters). */
function localMediaPaths(): string[] {
  const paths = [
    ...demoPosts.flatMap((post) => [post.imageUrl, post.ogImageUrl]),
    ...demoProjects.flatMap((project) => [project.imageUrl, project.videoUrl]),
    ...demoPartners.map((partner) => partner.logoUrl),
  ];
  return paths.filter((path): path is string => typeof path === "string" && path.startsWith("/"));
}

describe("demo blog posts", () => {
  it("has enough posts, featured ones and exactly one unpublished draft", () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(9);
    expect(demoPosts.filter((post) => post.featured && post.published).length).toBeGreaterThanOrEqual(3);
    const drafts = demoPosts.filter((post) => !post.published);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.publishedAt).toBeNull();
  });

  it("uses unique kebab-case slugs", () => {
    const slugs = demoPosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("gives published posts distinct dates in 2024-2026", () => {
    const dates = demoPosts.filter((post) => post.published).map((post) => post.publishedAt);
    expect(dates.every((date) => typeof date === "string" && !Number.isNaN(Date.parse(date)))).toBe(true);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(Number(date?.slice(0, 4))).toBeGreaterThanOrEqual(2024);
    for (const date of dates) expect(Number(date?.slice(0, 4))).toBeLessThanOrEqual(2026);
  });

  it("tags at least two published posts each with solar, hydrogen, bitcoin and financing", () => {
    const published = demoPosts.filter((post) => post.published);
    for (const tag of ["solar", "hydrogen", "bitcoin", "financing"]) {
      expect(published.filter((post) => post.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(2);
    }
  });

  it("has snake_case categories and real HTML bodies", () => {
    for (const post of demoPosts) {
      expect(post.category).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(post.content).toContain("<h2>");
      expect(post.content).toMatch(/<a href="\/[a-z]/);
      const words = post.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(words, post.slug).toBeLessThanOrEqual(600);
    }
  });
});

describe("demo projects", () => {
  it("has at least ten projects covering every category and region", () => {
    expect(demoProjects.length).toBeGreaterThanOrEqual(10);
    const categories = new Set(demoProjects.map((project) => project.category));
    for (const category of projectCategories.values) expect(categories, category).toContain(category);
    const regions = new Set(demoProjects.map((project) => project.region));
    for (const region of projectRegions.values) expect(regions, region).toContain(region);
  });

  it("has plausible years and a few metrics each", () => {
    for (const project of demoProjects) {
      expect(project.year).toBeGreaterThanOrEqual(2012);
      expect(project.year).toBeLessThanOrEqual(2026);
      expect(project.metrics.length).toBeGreaterThanOrEqual(3);
      expect(project.metrics.length).toBeLessThanOrEqual(5);
    }
  });
});

describe("demo partners and inquiries", () => {
  it("has at least six partners, exactly two without a logo", () => {
    expect(demoPartners.length).toBeGreaterThanOrEqual(6);
    expect(demoPartners.filter((partner) => partner.logoUrl === null)).toHaveLength(2);
  });

  it("has inquiries of known types on reserved example domains", () => {
    expect(demoInquiries.length).toBeGreaterThanOrEqual(1);
    for (const inquiry of demoInquiries) {
      expect(inquiryTypes.values).toContain(inquiry.inquiryType);
      expect(inquiry.email).toMatch(/@example\.(com|org)$/);
    }
  });
});

describe("demo media", () => {
  it("ships every referenced image and video under web/public", () => {
    const paths = localMediaPaths();
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((path) => {
      const file = join(publicDir, path.slice(1));
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing).toEqual([]);
  });

  it("references only local media, no hot-linked images or videos", () => {
    const remote = [
      ...demoPosts.flatMap((post) => [post.imageUrl, post.ogImageUrl]),
      ...demoProjects.flatMap((project) => [project.imageUrl, project.videoUrl]),
      ...demoPartners.map((partner) => partner.logoUrl),
    ].filter((path) => path !== null && !path.startsWith("/"));
    expect(remote).toEqual([]);
  });
});
