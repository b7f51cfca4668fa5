import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "../../lib/use-search-params";
import { Link } from "../../components/link";
import { projectCategories, type ProjectCategory } from "#contract/enums.ts";
import {
  PROJECT_SEARCH_MAX,
  type ProjectListParams,
  type ProjectSort,
  projectSorts,
  readProjectListParams,
} from "#contract/public-lists.ts";
import { paths } from "#contract/routes.ts";
import { projectsIntro } from "#content/projects.ts";
import { KeptMarkup } from "../../components/kept-markup";
import { MissingListPage, Pager } from "../../components/list-pages";
import { PageHeading } from "../../components/page-heading";
import { buttonStyles } from "../../components/ui/button";
import { isMissingRead } from "../../lib/public-read";
import { ProjectCardSkeleton, ProjectCard } from "./project-card";
import { searchProjects, writeProjectFilters } from "./project-filters";
import { useProjectsPage } from "./projects-api";

const categoryLinks: { value: ProjectCategory | null; label: string }[] = [
  { value: null, label: "All Projects" },
  ...projectCategories.values.map((value) => ({ value, label: projectCategories.labels[value] })),
];

/** The element holding the page's cards, which hydration keeps as the server rendered it. */
const PROJECT_CARDS = "project-cards";

/** How long typing pauses before the search goes to the server (the shown page narrows at once). */
const SEARCH_PAUSE_MS = 250;

const projectsHref = (list: ProjectListParams) => `${paths.projects}${writeProjectFilters(list)}`;

/**
 * /projects: category links, search and sort (a GET form, so all of it works without JavaScript),
 * the project cards of one page and the page links; everything is in the URL and filtered in D1.
 */
export default function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const list = readProjectListParams(params);
  const { data, isPending, isPlaceholderData, error, refetch } = useProjectsPage(list);
  const missing = data === null || isMissingRead(error);
  // The search box runs ahead of the URL while typing; the URL (and the server) follow after a pause.
  const [typed, setTyped] = useState(list.search);
  const [typedFor, setTypedFor] = useState(list.search);
  if (typedFor !== list.search) {
    // The URL's search changed from outside (Back, Clear Filters, a link): the box follows it.
    setTypedFor(list.search);
    setTyped(list.search);
  }

  useEffect(() => {
    if (error && !missing) console.error(error.message, error.cause);
  }, [error, missing]);

  // Typing replaces the history entry; choosing a category or sort adds one, so Back steps through choices.
  const go = (next: Partial<ProjectListParams>, replace = false) =>
    setParams(new URLSearchParams(writeProjectFilters({ ...list, page: "1", ...next })), { replace });

  // A link followed while a search is pending wins: the pending search's URL update would otherwise
  // land while the link's navigation is still under way and replace it (typing, then at once Clear
  // Filters, a category or a menu link, kept the typed search).
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const cancelPendingSearch = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) clearTimeout(pendingSearch.current);
    };
    document.addEventListener("click", cancelPendingSearch, true);
    return () => document.removeEventListener("click", cancelPendingSearch, true);
  }, []);

  useEffect(() => {
    if (typed === typedFor) return;
    const timer = setTimeout(() => {
      setTypedFor(typed);
      setParams((current) => new URLSearchParams(writeProjectFilters({ ...readProjectListParams(current), search: typed, page: "1" })), {
        replace: true,
      });
    }, SEARCH_PAUSE_MS);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [typed, typedFor, setParams]);

  // Without items, the page is the one the HTML was rendered with: its cards stay as they are
  // (ADR 256) until the search needs the items' fields. The first focus of the search box asks for
  // them, so they are usually there before the first key lands.
  const items = data?.items;
  const needItems = !items && !isPlaceholderData && data != null;
  const askedForItems = useRef<unknown>(undefined);
  const askForItems = () => {
    if (!needItems || askedForItems.current === data) return;
    askedForItems.current = data;
    refetch();
  };
  const narrowing = typed !== list.search;
  useEffect(() => {
    if (narrowing) askForItems();
  });

  if (missing) return <MissingListPage firstPage={paths.projects} backLabel="Back to Projects" />;
  // Until the server answers the new search (or while an older page stands in), narrow what is shown.
  const shown = items && (narrowing || isPlaceholderData) ? searchProjects(items, typed) : items;

  return (
    <>
      <PageHeading search={writeProjectFilters(list)} title={projectsIntro.heading} intro={projectsIntro.text} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-col gap-6">
          <nav aria-label="Filter by category" className="flex flex-wrap gap-2">
            {categoryLinks.map(({ value, label }) => (
              <Link
                key={label}
                to={projectsHref({ ...list, category: value, page: "1" })}
                aria-current={list.category === value ? "true" : undefined}
                className={buttonStyles({ size: "sm", variant: list.category === value ? "primary" : "outline" })}
              >
                {label}
              </Link>
            ))}
          </nav>
          <form
            method="get"
            action={paths.projects}
            className="flex flex-col gap-4 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              go({ search: typed }, true);
            }}
          >
            {list.category ? <input type="hidden" name="category" value={list.category} /> : null}
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              Search projects
              <input
                type="search"
                name="q"
                value={typed}
                maxLength={PROJECT_SEARCH_MAX}
                onChange={(e) => setTyped(e.target.value)}
                onFocus={askForItems}
                placeholder="Title, description or location"
                className="h-10 rounded-md border border-border bg-card px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Sort by
              <select
                name="sort"
                value={list.sort}
                onChange={(e) => go({ search: typed, sort: e.target.value as ProjectSort })}
                className="h-10 rounded-md border border-border bg-card px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {projectSorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            {/* With JavaScript the list follows the box and the select at once; without it, this sends the form. */}
            <noscript>
              <button type="submit" className={buttonStyles({ variant: "outline" })}>
                Search
              </button>
            </noscript>
          </form>
        </div>

        <div className="mt-8" aria-live="polite" aria-busy={isPending}>
          {isPending ? (
            <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading projects">
              {Array.from({ length: 6 }, (_, i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          ) : error ? (
            <p role="alert" className="rounded-lg border border-border bg-card p-6 text-center text-destructive">
              We could not load our projects. Please try again later.
            </p>
          ) : (shown?.length ?? data?.totalItems) === 0 ? (
            <div className="rounded-lg border border-border bg-card p-10 text-center">
              <h2 className="text-2xl font-bold">No Projects Found</h2>
              <p className="mt-2 text-muted-foreground">
                {typed.trim()
                  ? `No results for "${typed.trim()}". Try a different search term or category.`
                  : "No projects found for the selected category."}
              </p>
              <Link to={paths.projects} className={`${buttonStyles({ variant: "outline" })} mt-6`}>
                Clear Filters
              </Link>
            </div>
          ) : (
            <>
              {shown ? (
                <div id={PROJECT_CARDS}>
                  <p className="sr-only">{`${shown.length} ${shown.length === 1 ? "project" : "projects"} shown`}</p>
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {shown.map((project) => (
                      <li key={project.id}>
                        <ProjectCard project={project} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <KeptMarkup id={PROJECT_CARDS} onNeedItems={refetch} />
              )}
              {data ? (
                <Pager
                  page={data.page}
                  totalPages={data.totalPages}
                  hrefOf={(n) => projectsHref({ ...list, page: String(n) })}
                  label="Project pages"
                />
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}
