import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogPost, Project } from "#contract/entities.ts";
import { BlogPreview } from "#web/features/blog/blog-preview.tsx";
import BlogPostPage from "#web/features/blog/blog-post-page.tsx";
import { readProjectListParams } from "#contract/public-lists.ts";
import { searchProjects, writeProjectFilters } from "#web/features/projects/project-filters.ts";
import { ProjectMedia } from "#web/features/projects/project-media.tsx";
import ProjectsPage from "#web/features/projects/projects-page.tsx";
import { PageReadsContext } from "#web/lib/page-reads.ts";
import { embeddedReads } from "#contract/read-paths.ts";

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

describe("project list state", () => {
  const rotterdam = project({ title: "Rotterdam Port", location: "Rotterdam, Netherlands", year: 2024 });
  const pueblo = project({ title: "pueblo Array", description: "Agrivoltaic SOLAR", year: 2022 });
  const castle = project({ title: "Castle Rock Hub", year: 2023 });

  it("searches title, description and location case-insensitively", () => {
    expect(searchProjects([rotterdam, pueblo, castle], "netherlands")).toEqual([rotterdam]);
    expect(searchProjects([rotterdam, pueblo, castle], "solar")).toEqual([pueblo]);
    expect(searchProjects([rotterdam, pueblo, castle], "  ")).toHaveLength(3);
  });

  it("round-trips through the URL and ignores unknown values (the page's own number included)", () => {
    const list = readProjectListParams(new URLSearchParams("category=hydrogen&q=port&sort=oldest&page=2"));
    expect(list).toEqual({ category: "hydrogen", search: "port", sort: "oldest", page: "2" });
    expect(writeProjectFilters(list)).toBe("?category=hydrogen&q=port&sort=oldest&page=2");
    expect(readProjectListParams(new URLSearchParams("category=nuclear&sort=random"))).toEqual({
      category: null,
      search: "",
      sort: "newest",
      page: "1",
    });
    // Defaults (page 1 included) are left out, so the first page of everything is plain /projects.
    expect(writeProjectFilters({ category: null, search: "", sort: "newest", page: "1" })).toBe("");
  });
});

describe("/projects search: instant on screen, in D1 after a pause", () => {
  it("narrows the shown page at every keystroke, then asks the API once typing pauses and keeps the URL", async () => {
    const rotterdam = project({ title: "Rotterdam Port", location: "Rotterdam, Netherlands" });
    const pueblo = project({ title: "Pueblo Array", location: "Pueblo, Colorado" });
    const envelope = (items: Project[]) => ({ items, page: 1, pageSize: 12, totalItems: items.length, totalPages: 1 });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "https://x");
      const term = url.searchParams.get("q")?.toLowerCase() ?? "";
      return new Response(JSON.stringify(envelope([rotterdam, pueblo].filter((p) => p.location.toLowerCase().includes(term)))));
    });
    vi.stubGlobal("fetch", fetchMock);
    const router = createMemoryRouter([{ path: "/projects", element: <ProjectsPage /> }], { initialEntries: ["/projects"] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Pueblo Array")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Search projects"), { target: { value: "nether" } });
    // At once, before any request: the page on screen is narrowed.
    expect(screen.queryByText("Pueblo Array")).toBeNull();
    expect(screen.getByText("Rotterdam Port")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(router.state.location.search).toBe("?q=nether"));
    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain("/api/projects?q=nether&page=1"));
    expect(screen.getByText("Rotterdam Port")).toBeInTheDocument();
    // Typing replaced the history entry rather than adding one.
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("a list page hydrated from its HTML (ADR 256)", () => {
  it("embeds a list page's envelope without its items, and every other read whole", () => {
    const items = [{ id: 1 }];
    const reads = embeddedReads({
      "/api/projects?category=solar&page=1": { items, page: 1, pageSize: 12, totalItems: 1, totalPages: 1 },
      "/api/blog?page=1": { items, page: 1, pageSize: 12, totalItems: 1, totalPages: 1 },
      "/api/blog?limit=3": items,
      "/api/blog/a/related": items,
    });
    expect(reads).toEqual({
      "/api/projects?category=solar&page=1": { page: 1, pageSize: 12, totalItems: 1, totalPages: 1 },
      "/api/blog?page=1": { page: 1, pageSize: 12, totalItems: 1, totalPages: 1 },
      "/api/blog?limit=3": items,
      "/api/blog/a/related": items,
    });
  });

  it("keeps the server's cards without fetching, and reads the items when the search box is first used", async () => {
    const rotterdam = project({ title: "Rotterdam Port", location: "Rotterdam, Netherlands" });
    const pueblo = project({ title: "Pueblo Array", location: "Pueblo, Colorado" });
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ items: [rotterdam, pueblo], page: 1, pageSize: 12, totalItems: 2, totalPages: 1 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    // The markup the server rendered, which the page hydrates (here: the same cards, as plain HTML).
    const served = document.createElement("div");
    served.id = "project-cards";
    served.innerHTML =
      '<ul><li><h2><a href="/projects/1">Rotterdam Port (served)</a></h2></li><li><h2>Pueblo Array (served)</h2></li></ul>';
    document.body.append(served);
    const reads = embeddedReads({
      "/api/projects?page=1": { items: [rotterdam, pueblo], page: 1, pageSize: 12, totalItems: 2, totalPages: 1 },
    });
    const router = createMemoryRouter([{ path: "/projects", element: <ProjectsPage /> }], { initialEntries: ["/projects"] });
    render(
      <PageReadsContext value={{ reads }}>
        <RouterProvider router={router} />
      </PageReadsContext>,
    );
    served.remove();
    expect(screen.getByText("Pueblo Array (served)")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const search = screen.getByLabelText("Search projects");
    fireEvent.focus(search);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Pueblo Array")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "nether" } });
    expect(screen.queryByText("Pueblo Array")).toBeNull();
    expect(screen.getByText("Rotterdam Port")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/projects?page=1");
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

  it("shows 3 skeletons while loading, then the newest 3 posts, asked for alone", async () => {
    const posts = [1, 2, 3].map((n) => post({ title: `Article ${n}` }));
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn((_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderPreview();
    expect(await screen.findAllByTestId("blog-skeleton")).toHaveLength(3);
    // A named loading region (a bare div may not carry aria-label).
    expect(screen.getByRole("status", { name: "Loading blog posts" })).toHaveAttribute("aria-busy", "true");
    answer(new Response(JSON.stringify(posts)));
    expect(await screen.findByText("Article 1")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(["/api/blog?limit=3"]);
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
