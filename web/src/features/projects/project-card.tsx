import { Link } from "../../components/link";
import { projectCategories } from "#contract/enums.ts";
import { pathTo } from "#contract/routes.ts";
import { Skeleton } from "../../components/ui/skeleton";
import { CARD_IMAGE_SIZES } from "#contract/media-image.ts";
import type { ProjectListItem } from "#contract/public-lists.ts";
import { ProjectMedia } from "./project-media";

/** One project in the list; the whole card links to its page. */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  return (
    <article className="card card-linked">
      <ProjectMedia
        title={project.title}
        videoUrl={null}
        imageUrl={project.imageUrl}
        image={project.image}
        sizes={CARD_IMAGE_SIZES}
        className="card-media"
      />
      <div className="card-body">
        <p className="text-sm font-semibold text-accent">{projectCategories.labels[project.category]}</p>
        <h2 className="card-title">
          <Link to={pathTo("project", { id: project.id })}>{project.title}</Link>
        </h2>
        <p className="card-meta">{`${project.location} · ${project.year}`}</p>
        <p className="line-clamp-3 text-sm">{project.description}</p>
      </div>
    </article>
  );
}

/** The loading stand-in for a card. */
export function ProjectCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card" data-testid="project-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
