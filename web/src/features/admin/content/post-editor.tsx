/**
 * The blog post editor ('New Post' / 'Edit'): the contract schema validates as the admin types
 * (field messages), the body is written in the rich-text editor (stored as HTML) with a live preview of exactly what will be stored (the
 * shared sanitiser), and saving shows a success or error toast. A post can be scheduled (publish
 * at a local date and time, stored in UTC, ADR 272); an existing post shows its revisions.
 */
import { blogPostInputSchema, slugify, type BlogPostFormInput } from "#contract/admin-content.ts";
import type { AdminPost } from "#contract/revisions.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import { useAdminSession, useBlogTerms, useSavePost } from "../admin-api";
import { CheckboxField, TextAreaField, TextField } from "../../../components/form/form-fields";
import { BodyField } from "../rich-text/body-field";
import { MediaField, mediaFieldProps } from "../media/media-field";
import { adminDateTime } from "../admin-dates";
import { EditorForm } from "./editor-form";
import { PreviewControls } from "./preview-controls";
import { SnippetPreviews } from "./snippet-previews";
import { TagsPicker, TermCombobox } from "./term-picker";
import { RevisionsPanel } from "./revisions-panel";
import { type ComparedText, useEditorSave } from "./use-editor-save";

/** An instant as a datetime-local value in this browser's time zone ("2026-12-01T09:00"). */
function localInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const texts: ComparedText<BlogPostFormInput>[] = [
  { label: "Title", of: (values) => values.title ?? "" },
  { label: "Summary", of: (values) => values.excerpt ?? "" },
  { label: "Body", of: (values) => values.content ?? "" },
];

/**
 * The byline a signed-in admin gets by default: "ciara.kilbride@kilbride.example" → "Ciara Kilbride"
 * (the admin changes it, or picks another author, as they like).
 */
function bylineOf(email: string | null | undefined): string {
  const local = (email ?? "").split("@")[0] ?? "";
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function formValues(post: AdminPost | null, byline = ""): BlogPostFormInput {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    author: post?.author ?? byline,
    category: post?.category ?? "",
    tags: post?.tags.join(", ") ?? "",
    keywords: post?.keywords.join(", ") ?? "",
    featured: post?.featured ?? false,
    published: post?.published ?? false,
    publishAt: localInput(post?.publishAt ?? null),
    publishedAt: localInput(post?.publishedAt ?? null),
    imageUrl: post?.imageUrl ?? "",
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    canonicalUrl: post?.canonicalUrl ?? "",
    ogTitle: post?.ogTitle ?? "",
    ogDescription: post?.ogDescription ?? "",
    ogImageUrl: post?.ogImageUrl ?? "",
  };
}

export function PostEditor({
  post,
  onClose,
  onSaved,
}: {
  post: AdminPost | null;
  onClose: () => void;
  onSaved?: (saved: AdminPost, created: boolean) => void;
}) {
  const byline = bylineOf(useAdminSession().data?.email);
  const { form, field, editor, notices, history } = useEditorSave({
    kind: "post",
    schema: blogPostInputSchema,
    item: post,
    toForm: (item) => formValues(item, byline),
    texts,
    save: useSavePost(),
    success: {
      title: post ? "Post updated" : "Post created",
      description: (saved) =>
        `"${saved.title}" was saved${
          saved.published
            ? " and is published"
            : saved.publishAt
              ? ` and will be published at ${adminDateTime(saved.publishAt)}`
              : " as a draft"
        }.`,
    },
    failure: "The post could not be saved. Please try again.",
    isPublished: (item) => item.published,
    onClose,
    onSaved,
  });
  const terms = useBlogTerms();
  /** A picker's binding: the form's value and message, and the choice written back (checked, marked changed). */
  const picked = (name: "author" | "category" | "tags") => {
    const current = form.watch(name);
    return {
      value: Array.isArray(current) ? current.join(", ") : (current ?? ""),
      error: form.formState.errors[name]?.message,
      onChoose: (value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true }),
      onUnchosen: () => form.setValue(name, "", { shouldDirty: true }),
    };
  };
  const tags = picked("tags");
  const title = form.watch("title");
  const slug = form.watch("slug");
  const content = form.watch("content");

  return (
    <>
      <EditorForm headingId="post-editor-title" heading={post ? "Edit Post" : "New Post"} saveLabel="Save Post" {...editor}>
        {notices}
        <TextField label="Title" required {...field("title")} />
        <TextField
          label="Slug"
          hint={
            slug ? `The post's address: /blog/${slug}` : `Leave empty to use one made from the title: /blog/${slugify(title ?? "") || "…"}`
          }
          {...field("slug")}
        />
        <TextAreaField label="Summary" required rows={3} {...field("excerpt")} />
        <div className="grid gap-5 md:grid-cols-2">
          <TermCombobox
            label="Author"
            required
            noun="author"
            freeText
            hint="You by default; type or pick another author."
            options={terms.data?.authors ?? []}
            {...picked("author")}
          />
          <TermCombobox
            label="Category"
            required
            noun="category"
            hint="Pick a category in use, or create one (Solar Energy is stored as solar_energy)."
            options={terms.data?.categories ?? []}
            display={(value) => value.replace(/_/g, " ")}
            {...picked("category")}
          />
          <TagsPicker options={terms.data?.tags ?? []} value={tags.value} error={tags.error} onChange={tags.onChoose} />
          <TextField label="Keywords" hint="Separated by commas" {...field("keywords")} />
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <BodyField
            form={form}
            name="content"
            label="Body"
            required
            hint="Headings, lists, links, quotes, images and videos from the toolbar; pasted text keeps only this formatting. Scripts, styles and event handlers are removed on save."
          />
          <div className="grid content-start gap-1.5">
            <h3 className="text-sm font-medium" id="post-preview-label">
              Preview
            </h3>
            {/* biome-ignore lint/a11y/useSemanticElements: a scrolling preview pane, not a document section. */}
            <div
              role="region"
              aria-labelledby="post-preview-label"
              className="prose max-h-[26rem] min-h-40 overflow-auto rounded-md border border-border bg-background p-4 text-sm [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2"
              // The same sanitiser the Worker applies before storing, so this is what readers get.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just here, as above.
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(content ?? "") }}
            />
          </div>
        </div>
        <MediaField
          label="Image URL"
          kind="image"
          hint="Upload a file below, or a site path such as /images/blog/x.svg, or an https:// address"
          previewAlt="Preview of the post image"
          {...mediaFieldProps(form, "imageUrl")}
        />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Visibility</legend>
          <CheckboxField label="Published" hint="Shown on /blog; unpublished posts are drafts" {...field("published")} />
          <CheckboxField label="Featured" hint="Listed under 'Featured Articles'" {...field("featured")} />
          <TextField
            type="datetime-local"
            label="Publish at (your time zone)"
            hint="Leave Published unticked: the post goes live within a minute of this time. A time already past publishes it on save."
            {...field("publishAt")}
          />
          <TextField
            type="datetime-local"
            label="Publication date (your time zone)"
            hint="The date readers see. Empty: set when the post is first published. It cannot be in the future (use Publish at)."
            {...field("publishedAt")}
          />
        </fieldset>
        <details className="rounded-md border border-border p-4">
          <summary className="cursor-pointer text-sm font-medium">Search and social sharing (optional)</summary>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            <TextField label="Meta title (up to 60 characters)" {...field("metaTitle")} />
            <TextField label="Meta description (up to 160 characters)" {...field("metaDescription")} />
            <TextField label="Canonical URL" {...field("canonicalUrl")} />
            <TextField label="Sharing title" {...field("ogTitle")} />
            <TextField label="Sharing description" {...field("ogDescription")} />
            <TextField label="Sharing image URL" {...field("ogImageUrl")} />
          </div>
          <div className="mt-5">
            <SnippetPreviews values={form.watch()} slug={slug || slugify(title ?? "")} />
          </div>
        </details>
        <PreviewControls form={form} request={(input) => ({ kind: "post", itemId: history.server?.id ?? null, input })} />
      </EditorForm>
      {history.server ? (
        <RevisionsPanel kind="post" server={history.server} toForm={formValues} texts={texts} onRestored={history.adopt} />
      ) : null}
    </>
  );
}
