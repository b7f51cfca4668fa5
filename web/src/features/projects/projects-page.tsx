import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { projectCategories, type ProjectCategory } from "#contract/enums.ts";
import { PageHeading } from "../../components/page-heading";
import { Button } from "../../components/ui/button";
import { ProjectCardSkeleton, ProjectCard } from "./project-card";
import {
  projectSorts,
  readProjectFilters,
  searchProjects,
  sortProjects,
  writeProjectFilters,
  type ProjectFilters,
  type ProjectSort,
} from "./project-filters";
import { useProjects } from "./projects-api";

const categoryButtons: { value: ProjectCategory | null; label: string }[] = [
  { value: null, label: "All Projects" },
  ...projectCategories.values.map((value) => ({ value, label: projectCategories.labels[value] })),
];

/** /projects: category buttons, search and sort (all in the URL), the project cards. */
export default function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readProjectFilters(params);
  const { data, isPending, error } = useProjects(filters.category);

  useEffect(() => {
    if (error) console.error(error.message, error.cause);
  }, [error]);

  const shown = useMemo(() => sortProjects(searchProjects(data ?? [], filters.search), filters.sort), [data, filters.search, filters.sort]);

  // Typing replaces the history entry; choosing a category or sort adds one, so Back steps through choices.
  const update = (next: Partial<ProjectFilters>, replace = false) => setParams(writeProjectFilters({ ...filters, ...next }), { replace });

  return (
    <>
      <PageHeading
        title="Our Projects"
        intro="Solar arrays, hydrogen plants, EV charging hubs, bitcoin mining facilities and insurance recoveries we have delivered across the United States and Europe."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {/* A plain GET form: before hydration and without JavaScript, a category button loads
            /projects?category=… (with the search and sort), which the Worker renders. Once live,
            the handlers below update the URL in place instead. */}
        <form method="get" action="/projects" onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
          {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields. */}
          <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
            {categoryButtons.map(({ value, label }) => (
              <Button
                key={label}
                size="sm"
                variant={filters.category === value ? "primary" : "outline"}
                aria-pressed={filters.category === value}
                type="submit"
                name="category"
                value={value ?? ""}
                onClick={(e) => {
                  e.preventDefault();
                  update({ category: value });
                }}
              >
                {label}
              </Button>
            ))}
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              Search projects
              <input
                type="search"
                name="q"
                value={filters.search}
                onChange={(e) => update({ search: e.target.value }, true)}
                placeholder="Title, description or location"
                className="h-10 rounded-md border border-border bg-card px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Sort by
              <select
                name="sort"
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as ProjectSort })}
                className="h-10 rounded-md border border-border bg-card px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {projectSorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </form>

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
          ) : shown.length === 0 ? (
            <div className="rounded-lg border border-border bg-card p-10 text-center">
              <h2 className="text-2xl font-bold">No Projects Found</h2>
              <p className="mt-2 text-muted-foreground">
                {filters.search.trim()
                  ? `No results for "${filters.search.trim()}". Try a different search term or category.`
                  : "No projects found for the selected category."}
              </p>
              <Button className="mt-6" variant="outline" onClick={() => setParams(new URLSearchParams())}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <>
              <p className="sr-only">{`${shown.length} ${shown.length === 1 ? "project" : "projects"} shown`}</p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </>
  );
}
