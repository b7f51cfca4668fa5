import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogPost, Project } from "#contract/entities.ts";
import { BlogPreview } from "#web/features/blog/blog-preview.tsx";
import BlogPostPage from "#web/features/blog/blog-post-page.tsx";
import { relatedPosts } from "#contract/related-posts.ts";
import { postsTagged } from "#web/features/blog/posts-tagged.ts";
import { readProjectFilters, searchProjects, sortProjects, writeProjectFilters } from "#web/features/projects/project-filters.ts";
import { ProjectMedia } from "#web/features/projects/project-media.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let nextId = 1;
function post(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: "Excerpt.",
    content: "<p>Body</p>",
    author: "Ciara Byrne",
    category: "solar_energy",
    tags: [],
    keywords: [],
    featured: false,
    published: true,
    publishedAt: "2024-03-05T15:00:00.000Z",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2024-03-01T00:00:00.000Z",
    viewCount: 0,
    imageUrl: null,
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    ogTitle: null,
    ogDescription: null,
    ogImageUrl: null,
    ...overrides,
  };
}

function project(overrides: Partial<Project>): Project {
  return {
    id: nextId++,
    title: "T",
    description: "D",
    location: "L",
    year: 2020,
    client: "C",
    category: "solar",
    region: "usa",
    imageUrl: null,
    videoUrl: null,
    externalUrl: null,
    metrics: [],
    createdAt: "2020-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("related articles", () => {
  it("scores 5 for the category and 2 per shared tag, excludes the post itself and drafts, top 3", () => {
    const current = post({ category: "hydrogen", tags: ["storage", "Compression", "safety"] });
    const sameCategory = post({ category: "hydrogen" }); // 5
    const threeTags = post({ tags: ["storage", "compression", "safety"] }); // 6
    const categoryAndTag = post({ category: "hydrogen", tags: ["storage"] }); // 7
    const oneTag = post({ tags: ["safety"] }); // 2
    const unrelated = post({ tags: ["merch"] }); // 0
    const draft = post({ category: "hydrogen", tags: ["storage", "safety"], published: false });
    const result = relatedPosts(current, [current, oneTag, unrelated, sameCategory, draft, threeTags, categoryAndTag]);
    expect(result.map((p) => p.id)).toEqual([categoryAndTag.id, threeTags.id, sameCategory.id]);
    expect(relatedPosts(current, [current, unrelated])).toEqual([unrelated]);
  });

  it("shows 3 whenever 3 other published posts exist, those sharing nothing last", () => {
    const current = post({ category: "hydrogen", tags: ["storage"] });
    const first = post({ category: "solar", tags: ["merch"] });
    const second = post({ category: "financing" });
    const related = post({ category: "hydrogen" });
    const draft = post({ category: "solar", published: false });
    expect(relatedPosts(current, [current, first, draft, second, related]).map((p) => p.id)).toEqual([related.id, first.id, second.id]);
  });

  it("a tag filter matches case-insensitively", () => {
    const a = post({ tags: ["Bitcoin"] });
    const b = post({ tags: ["solar"] });
    expect(postsTagged([a, b], "BITCOIN")).toEqual([a]);
  });
});

describe("project list state", () => {
  const rotterdam = project({ title: "Rotterdam Port", location: "Rotterdam, Netherlands", year: 2024 });
  const pueblo = project({ title: "pueblo Array", description: "Agrivoltaic SOLAR", year: 2022 });
  const castle = project({ title: "Castle Rock Hub", year: 2023 });

  it("searches title, description and location case-insensitively", () => {
    expect(searchProjects([rotterdam, pueblo, castle], "netherlands")).toEqual([rotterdam]);
    expect(searchProjects([rotterdam, pueblo, castle], "solar")).toEqual([pueblo]);
    expect(searchProjects([rotterdam, pueblo, castle], "  ")).toHaveLength(3);
  });

  it("sorts newest, oldest and alphabetically (ignoring case)", () => {
    expect(sortProjects([pueblo, rotterdam, castle], "newest")).toEqual([rotterdam, castle, pueblo]);
    expect(sortProjects([pueblo, rotterdam, castle], "oldest")).toEqual([pueblo, castle, rotterdam]);
    expect(sortProjects([rotterdam, castle, pueblo], "alphabetical")).toEqual([castle, pueblo, rotterdam]);
  });

  it("round-trips through the URL and ignores unknown values", () => {
    const filters = readProjectFilters(new URLSearchParams("category=hydrogen&q=port&sort=oldest"));
    expect(filters).toEqual({ category: "hydrogen", search: "port", sort: "oldest" });
    expect(writeProjectFilters(filters).toString()).toBe("category=hydrogen&q=port&sort=oldest");
    expect(readProjectFilters(new URLSearchParams("category=nuclear&sort=random"))).toEqual({ category: null, search: "", sort: "newest" });
    expect(writeProjectFilters({ category: null, search: "", sort: "newest" }).toString()).toBe("");
  });
});

describe("project media", () => {
  it("falls back from the video to the image, then to a grey box", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(<ProjectMedia title="Pueblo" videoUrl="/media/p.webm" imageUrl="/images/p.svg" />);
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/media/p.webm");
    fireEvent.error(video as HTMLVideoElement);
    const image = screen.getByRole("img", { name: "Pueblo" });
    expect(image).toHaveAttribute("src", "/images/p.svg");
    fireEvent.error(image);
    expect(screen.getByRole("img", { name: "No image of Pueblo" })).toBeInTheDocument();
    expect(container.querySelector("video, img")).toBeNull();
  });
});

describe("home blog preview", () => {
  function renderPreview() {
    const router = createMemoryRouter([{ path: "/", element: <BlogPreview /> }]);
    render(<RouterProvider router={router} />);
  }

  it("shows 3 skeletons while loading, then the first 3 posts", async () => {
    const posts = [1, 2, 3, 4].map((n) => post({ title: `Article ${n}` }));
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPreview();
    expect(await screen.findAllByTestId("blog-skeleton")).toHaveLength(3);
    // A named loading region (a bare div may not carry aria-label).
    expect(screen.getByRole("status", { name: "Loading blog posts" })).toHaveAttribute("aria-busy", "true");
    answer(new Response(JSON.stringify(posts)));
    expect(await screen.findByText("Article 1")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByText("Article 4")).toBeNull();
  });

  it.each([
    ["empty", () => new Response("[]")],
    ["failed", () => new Response("oops", { status: 500 })],
  ])("says 'No blog posts found.' when the list is %s", async (_, respond) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => respond()),
    );
    renderPreview();
    expect(await screen.findByText("No blog posts found.")).toBeInTheDocument();
  });
});

describe("a post's view count (the cached post carries none)", () => {
  /** Answers the page's calls by method and path; records them. */
  function serve(routes: Record<string, () => Response>) {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? "GET"} ${String(input)}`;
        calls.push(key);
        return routes[key]?.() ?? new Response("[]");
      }),
    );
    return calls;
  }

  function renderPost(slug: string) {
    const router = createMemoryRouter([{ path: "/blog/:slug", element: <BlogPostPage /> }], { initialEntries: [`/blog/${slug}`] });
    render(<RouterProvider router={router} />);
  }

  it("shows the count the view POST answers, this view included", async () => {
    const { viewCount: _none, ...shown } = post({ slug: "counted", title: "Counted Post" });
    const calls = serve({
      [`GET /api/blog/counted`]: () => new Response(JSON.stringify(shown)),
      [`POST /api/blog/${shown.id}/view`]: () => new Response(JSON.stringify({ viewCount: 1234 })),
    });
    renderPost("counted");
    expect(await screen.findByText("1,234 views")).toBeInTheDocument();
    expect(calls).not.toContain(`GET /api/blog/${shown.id}/views`);
  });

  it("when the view is not counted (e.g. rate-limited), shows the count read without counting", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { viewCount: _none, ...shown } = post({ slug: "uncounted", title: "Uncounted Post" });
    const calls = serve({
      [`GET /api/blog/uncounted`]: () => new Response(JSON.stringify(shown)),
      [`POST /api/blog/${shown.id}/view`]: () => new Response(JSON.stringify({ message: "Too many requests." }), { status: 429 }),
      [`GET /api/blog/${shown.id}/views`]: () => new Response(JSON.stringify({ viewCount: 41 })),
    });
    renderPost("uncounted");
    expect(await screen.findByText("41 views")).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(1);
  });
});
