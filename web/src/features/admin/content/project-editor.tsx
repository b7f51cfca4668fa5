/**
 * The project editor ('New Project' / 'Edit'): contract validation, image and video upload or URL
 * with preview, toasts; versioned saves, autosave and an existing project's revisions (ADRs 270–271).
 */
import { projectInputSchema, type ProjectFormInput } from "#contract/admin-content.ts";
import type { AdminProject } from "#contract/revisions.ts";
import { paragraphsHtml } from "#contract/plain-description.ts";
import { projectCategories, projectRegions } from "#contract/enums.ts";
import { useSaveProject } from "../admin-api";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../../components/form/form-fields";
import { MediaField, mediaFieldProps } from "../media/media-field";
import { BodyField } from "../rich-text/body-field";
import { EditorForm } from "./editor-form";
import { PreviewControls } from "./preview-controls";
import { RevisionsPanel } from "./revisions-panel";
import { type ComparedText, useEditorSave } from "./use-editor-save";

const texts: ComparedText<ProjectFormInput>[] = [
  { label: "Title", of: (values) => values.title ?? "" },
  { label: "Description", of: (values) => values.descriptionHtml ?? values.description ?? "" },
];

/**
 * The description the editor opens (ADR 312): the rich one, or a project's plain text as the
 * paragraphs its page shows, which the first save then stores as its rich description.
 */
function descriptionHtmlOf(project: AdminProject | null): string {
  if (!project) return "";
  return project.descriptionHtml ?? paragraphsHtml(project.description);
}

function formValues(project: AdminProject | null): ProjectFormInput {
  return {
    title: project?.title ?? "",
    descriptionHtml: descriptionHtmlOf(project),
    location: project?.location ?? "",
    year: project ? String(project.year) : String(new Date().getFullYear()),
    client: project?.client ?? "",
    category: project?.category ?? ("" as ProjectFormInput["category"]),
    region: project?.region ?? ("" as ProjectFormInput["region"]),
    imageUrl: project?.imageUrl ?? "",
    videoUrl: project?.videoUrl ?? "",
    externalUrl: project?.externalUrl ?? "",
    metrics: project?.metrics.join("\n") ?? "",
    // A new project starts as a draft, as a new post does (ADR 314).
    published: project?.published ?? false,
  };
}

export function ProjectEditor({
  project,
  onClose,
  onSaved,
}: {
  project: AdminProject | null;
  onClose: () => void;
  onSaved?: (saved: AdminProject, created: boolean) => void;
}) {
  const { form, field, editor, notices, history } = useEditorSave({
    kind: "project",
    schema: projectInputSchema,
    item: project,
    toForm: formValues,
    texts,
    save: useSaveProject(),
    success: {
      title: project ? "Project updated" : "Project created",
      description: (saved) => `"${saved.title}" was saved${saved.published ? " and is published" : " as a draft"}.`,
    },
    failure: "The project could not be saved. Please try again.",
    isPublished: (item) => item.published,
    onClose,
    onSaved,
  });

  return (
    <>
      <EditorForm headingId="project-editor-title" heading={project ? "Edit Project" : "New Project"} saveLabel="Save Project" {...editor}>
        {notices}
        <TextField label="Title" required {...field("title")} />
        <BodyField
          form={form}
          name="descriptionHtml"
          label="Description"
          required
          hint="Headings, lists, links, quotes, images and videos from the toolbar. Cards and search show its text."
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Client" required {...field("client")} />
          <TextField label="Location" required {...field("location")} />
          <TextField label="Year" required inputMode="numeric" {...field("year")} />
          <SelectField
            label="Category"
            required
            placeholder="Select a category"
            options={projectCategories.options}
            {...field("category")}
          />
          <SelectField label="Region" required placeholder="Select a region" options={projectRegions.options} {...field("region")} />
        </div>
        <TextAreaField label="Key metrics" rows={4} hint="One per line, e.g. 2.4 MW capacity" {...field("metrics")} />
        <MediaField
          label="Image URL"
          kind="image"
          hint="Upload a file below, or a site path such as /images/projects/x.svg, or an https:// address"
          previewAlt="Preview of the project image"
          {...mediaFieldProps(form, "imageUrl")}
        />
        <MediaField
          label="Video URL"
          kind="video"
          hint="Upload a file below, or a site path such as /media/x.webm, or an https:// address"
          previewAlt="Preview of the project video"
          {...mediaFieldProps(form, "videoUrl")}
        />
        <TextField
          label="Live dashboard URL"
          hint="Shown as a link on the project page; https:// is added when you leave it out"
          {...field("externalUrl")}
        />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Visibility</legend>
          <CheckboxField
            label="Published"
            hint="Shown on /projects; unpublished projects are drafts only admins see"
            {...field("published")}
          />
        </fieldset>
        <PreviewControls form={form} request={(input) => ({ kind: "project", itemId: history.server?.id ?? null, input })} />
      </EditorForm>
      {history.server ? (
        <RevisionsPanel kind="project" server={history.server} toForm={formValues} texts={texts} onRestored={history.adopt} />
      ) : null}
    </>
  );
}
