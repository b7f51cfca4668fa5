import { PROJECT_IMAGE_SIZES } from "#contract/media-image.ts";
import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router";
import { Link } from "../../components/link";
import { projectHead } from "#contract/project-head.ts";
import { projectCategories, projectRegions } from "#contract/enums.ts";
import { paths } from "#contract/routes.ts";
import { projectsIntro } from "#content/projects.ts";
import { company } from "#content/site.ts";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { HeadMeta } from "../../components/head-meta";
import { PageMeta } from "../../components/page-meta";
import { ShareLink } from "../../components/share-link";
import { shareCard } from "../../components/share-card";
import { buttonStyles } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { ProjectMedia } from "./project-media";
import { useProject } from "./projects-api";

// The way on (ADR 308), fetched only when the missing state shows; the server renders it whole.
const FindYourWay = lazy(() => import("../../components/search/find-your-way"));

/** /projects/{id}: breadcrumb, header with the live dashboard link, media, overview, metrics, details. */
export default function ProjectPage() {
  const { id = "" } = useParams();
  const { data: project, isPending, error } = useProject(id);

  useEffect(() => {
    if (error) console.warn(error.message, error.cause);
  }, [error]);

  if (isPending) {
    return (
      <div role="status" className="mx-auto max-w-7xl space-y-6 px-4 py-10" aria-busy="true" aria-label="Loading project">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }

  if (error || !project) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Error Loading Project" noindex />
        <h1 className="text-3xl font-bold">Error Loading Project</h1>
        <p className="mt-4 text-muted-foreground">We couldn't load this project. It may have been removed.</p>
        <Link to={paths.projects} className={`${buttonStyles()} mt-8`}>
          Back to Projects
        </Link>
        <Suspense fallback={null}>
          <FindYourWay />
        </Suspense>
      </section>
    );
  }

  const category = projectCategories.labels[project.category];
  const details: [string, string][] = [
    ["Client", project.client],
    ["Location", project.location],
    ["Year", String(project.year)],
    ["Category", category],
    ["Region", projectRegions.labels[project.region]],
  ];

  const head = projectHead(project, company.siteUrl, shareCard("projects", projectsIntro.heading));

  return (
    <article>
      <HeadMeta head={head} />
      <div className="border-b border-border bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <Breadcrumbs trail={head.breadcrumb} />
          <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div>
              <p className="font-semibold text-accent">{category}</p>
              <h1 className="mt-1 text-3xl font-bold md:text-5xl">{project.title}</h1>
              <p className="mt-3 text-muted-foreground">
                {project.location} · {project.year}
              </p>
              <ShareLink className="mt-4" title={project.title} path={`${paths.projects}/${project.id}`} />
            </div>
            {project.externalUrl ? (
              <a href={project.externalUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: "secondary" })}>
                View Live Dashboard <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <ProjectMedia
            title={project.title}
            videoUrl={project.videoUrl}
            imageUrl={project.imageUrl}
            image={project.image}
            sizes={PROJECT_IMAGE_SIZES}
          />
          <section aria-labelledby="overview">
            <h2 id="overview" className="text-2xl font-bold">
              Project Overview
            </h2>
            {project.descriptionHtml ? (
              // Sanitised before storage and again by the Worker on every read (worker/db/projects.ts), as a post
              // body is; the classes are the post body's (blog-post-page.tsx), written out so that no shared chunk
              // is split off for them.
              <div
                className="post-body mt-3 space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised HTML, as the comment above says.
                dangerouslySetInnerHTML={{ __html: project.descriptionHtml }}
              />
            ) : (
              <p className="mt-3 leading-relaxed">{project.description}</p>
            )}
          </section>
          {project.metrics.length > 0 ? (
            <section aria-labelledby="metrics">
              <h2 id="metrics" className="text-2xl font-bold">
                Key Metrics
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {project.metrics.map((metric) => (
                  <li key={metric} className="rounded-lg border border-border bg-card p-4 font-semibold">
                    {metric}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-labelledby="details" className="h-fit rounded-lg border border-border bg-card p-6">
          <h2 id="details" className="text-xl font-bold">
            Project Details
          </h2>
          <dl className="mt-4 space-y-3">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col gap-3">
            <Link to={paths.contact} className={buttonStyles()}>
              Discuss a Similar Project
            </Link>
            <Link to={paths.services} className={buttonStyles({ variant: "outline" })}>
              Explore Our Products
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
