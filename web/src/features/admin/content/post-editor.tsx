/**
 * The blog post editor ('New Post' / 'Edit'): the contract schema validates as the admin types
 * (field messages), the body is HTML with a live preview of exactly what will be stored (the
 * shared sanitiser), and saving shows a success or error toast.
 */
import { blogPostInputSchema, slugify, type BlogPostFormInput } from "#contract/admin-content.ts";
import type { BlogPost } from "#contract/entities.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import { useSavePost } from "../admin-api";
import { CheckboxField, TextAreaField, TextField } from "../../../components/form/form-fields";
import { MediaField, mediaFieldProps } from "../media/media-field";
import { EditorForm } from "./editor-form";
import { useEditorSave } from "./use-editor-save";

function formValues(post: BlogPost | null): BlogPostFormInput {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    author: post?.author ?? "",
    category: post?.category ?? "",
    tags: post?.tags.join(", ") ?? "",
    keywords: post?.keywords.join(", ") ?? "",
    featured: post?.featured ?? false,
    published: post?.published ?? false,
    imageUrl: post?.imageUrl ?? "",
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    canonicalUrl: post?.canonicalUrl ?? "",
    ogTitle: post?.ogTitle ?? "",
    ogDescription: post?.ogDescription ?? "",
    ogImageUrl: post?.ogImageUrl ?? "",
  };
}

export function PostEditor({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const { form, field, editor } = useEditorSave({
    schema: blogPostInputSchema,
    defaultValues: formValues(post),
    id: post?.id ?? null,
    save: useSavePost(),
    success: {
      title: post ? "Post updated" : "Post created",
      description: (saved) => `"${saved.title}" was saved${saved.published ? " and is published" : " as a draft"}.`,
    },
    failure: "The post could not be saved. Please try again.",
    onClose,
  });
  const title = form.watch("title");
  const slug = form.watch("slug");
  const content = form.watch("content");

  return (
    <EditorForm headingId="post-editor-title" heading={post ? "Edit Post" : "New Post"} saveLabel="Save Post" {...editor}>
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
        <TextField label="Author" required {...field("author")} />
        <TextField label="Category" required hint="e.g. Solar Energy (stored as solar_energy)" {...field("category")} />
        <TextField label="Tags" hint="Separated by commas" {...field("tags")} />
        <TextField label="Keywords" hint="Separated by commas" {...field("keywords")} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <TextAreaField
          label="Body (HTML)"
          required
          rows={16}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          hint="Scripts, styles and event handlers are removed on save."
          {...field("content")}
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
      </details>
    </EditorForm>
  );
}
