/**
 * A project's head (/projects/{id}): kept apart from contract/meta.ts because it names the
 * project's category, and the category labels (contract/enums.ts) would otherwise be in the
 * first load of every page that renders a head.
 */
import type { Project } from "./entities";
import { projectCategories } from "./enums";
import {
  absoluteShareImage,
  absoluteUrl,
  entityImages,
  META_DESCRIPTION_MAX,
  organizationRef,
  sitePageUrl,
  titleWithSuffix,
  truncateAtWord,
  webPageRef,
  type HeadData,
} from "./meta";
import { uploadShareImage, type ShareImage } from "./share-image";

/**
 * Head of /projects/{id}. `card`: the Projects card, its share image when its own is not an
 * uploaded JPEG or PNG.
 */
export function projectHead(project: Project, siteUrl: string, card: ShareImage): HeadData {
  const title = titleWithSuffix(project.title);
  const description = truncateAtWord(project.description, META_DESCRIPTION_MAX);
  const canonical = sitePageUrl(siteUrl, `/projects/${project.id}`);
  const ownImage = project.imageUrl ? absoluteUrl(siteUrl, project.imageUrl) : undefined;
  const image = absoluteShareImage(siteUrl, uploadShareImage(project.imageUrl, project.image, project.title) ?? card);
  return {
    title,
    description,
    canonical,
    keywords: [projectCategories.labels[project.category], project.location, project.client].join(", "),
    og: { type: "website", title, description, url: canonical, image },
    breadcrumb: [
      { name: "Projects", path: "/projects" },
      { name: project.title, path: `/projects/${project.id}` },
    ],
    entities: [
      {
        "@type": "CreativeWork",
        name: project.title,
        description: project.description,
        about: projectCategories.labels[project.category],
        locationCreated: { "@type": "Place", name: project.location },
        dateCreated: String(project.year),
        creator: organizationRef(siteUrl),
        image: entityImages(image, ownImage),
        mainEntityOfPage: webPageRef(canonical),
      },
    ],
  };
}
