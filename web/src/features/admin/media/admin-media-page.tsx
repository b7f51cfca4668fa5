/**
 * /admin/media — the uploaded files, a page at a time: thumbnail, type, size, date, where it is used and its alt
 * text (editable). Delete is refused by the server while a post, project or partner uses the
 * file; the refusal lists the uses. An image can be uploaded here too; every file's URL can be
 * copied (announced to screen readers); the Unused view lists uploads a day old that nothing
 * uses; the site's own images are listed below, read-only.
 */
import { useState } from "react";
import { adminSorts, adminViews, type SortOf } from "#contract/admin-lists.ts";
import { type MediaItem, UNUSED_MEDIA_DELETE_DAYS } from "#contract/media.ts";
import { pathTo } from "#contract/routes.ts";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useAdminMedia, useDeleteMedia, useUpdateMediaAlt } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, DateTime, RowActions, type SortableHeader } from "../admin-ui";
import { ConfirmDelete } from "../confirm-delete";
import { bundledImages, searchBundled } from "./bundled-images";
import { formatBytes, typeLabel } from "./media-upload";
import { UploadPanel } from "./upload-panel";
import { ListControls, ListPager, sortDirections, useListPaging } from "../list-paging";

const headers: readonly (string | SortableHeader<SortOf<"media">>)[] = [
  "File",
  "Type",
  "Size",
  { label: "Uploaded", sorts: ["newest", "oldest"] },
  "Used by",
  "Alt text",
  "Actions",
];

function Thumbnail({ item }: { item: MediaItem }) {
  const box = "h-16 w-24 rounded border border-border bg-muted object-cover";
  return item.kind === "image" ? (
    <img src={item.url} alt={item.alt ?? ""} width={96} height={64} loading="lazy" className={box} />
  ) : (
    <video src={item.url} muted preload="metadata" className={box} aria-label={`Video ${item.name ?? item.key}`} />
  );
}

function Uses({ item }: { item: MediaItem }) {
  if (item.uses.length === 0) return <span className="text-muted-foreground">Not used</span>;
  return (
    <ul className="grid gap-1">
      {item.uses.map((use) => (
        <li key={`${use.kind}-${use.id}-${use.field}`}>
          {use.kind === "project" ? (
            <a className="text-primary underline-offset-4 hover:underline" href={pathTo("project", { id: use.id })}>
              {use.title}
            </a>
          ) : (
            use.title
          )}{" "}
          <span className="text-muted-foreground">
            ({use.kind}, {use.field})
          </span>
        </li>
      ))}
    </ul>
  );
}

function AltEditor({ item }: { item: MediaItem }) {
  const [text, setText] = useState(item.alt ?? "");
  const update = useUpdateMediaAlt();
  const label = `Alt text of ${item.name ?? item.key}`;
  return (
    <form
      className="flex min-w-56 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { key: item.key, alt: text },
          {
            onSuccess: () => toast({ title: "Alt text saved", description: `"${text}"` }),
            onError: (error) =>
              toast({
                title: "Error",
                description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : "The alt text could not be saved.",
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <input
        aria-label={label}
        value={text}
        maxLength={250}
        onChange={(event) => setText(event.target.value)}
        className="h-8 w-full rounded-md border border-border bg-background px-2 text-sm"
      />
      <Button size="sm" variant="outline" type="submit" disabled={update.isPending || text === (item.alt ?? "")}>
        Save
      </Button>
    </form>
  );
}

/** Copies a file's full address and says so in a live region (the button's own text does not change). */
function useCopyUrl() {
  const [status, setStatus] = useState("");
  const copy = async (url: string, name: string) => {
    const address = new URL(url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(address);
      setStatus(`Copied the URL of ${name}: ${address}`);
    } catch {
      setStatus(`The URL could not be copied. Select it: ${address}`);
    }
  };
  const region = (
    <p role="status" className="sr-only">
      {status}
    </p>
  );
  return { copy, region };
}

function SiteImages({ term, copy }: { term: string; copy: (url: string, name: string) => Promise<void> }) {
  const shown = searchBundled(term);
  return (
    <section aria-labelledby="site-images-title" className="mt-10">
      <h2 id="site-images-title" className="text-xl font-semibold">
        Site images
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        The {bundledImages.length} images shipped with the site (under /images/). They can be used anywhere, but not changed or deleted
        here.
        {term ? ` ${shown.length} match the search.` : ""}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {shown.map((image) => (
          <li key={image.url} className="grid gap-1 rounded-md border border-border p-2 text-sm">
            <img src={image.url} alt="" loading="lazy" className="h-20 w-full rounded bg-muted object-cover" />
            <span className="truncate font-medium" title={image.url}>
              {image.name}
            </span>
            <span className="text-muted-foreground">Site image ({image.group})</span>
            <Button size="sm" variant="outline" aria-label={`Copy URL of ${image.name}`} onClick={() => void copy(image.url, image.name)}>
              Copy URL
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminMediaPage() {
  const paging = useListPaging(adminSorts.media, null, adminViews.media);
  const media = useAdminMedia(paging.query);
  const remove = useDeleteMedia();
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = media.data?.items ?? [];
  const { copy, region } = useCopyUrl();

  return (
    <AdminFrame title="Media">
      <p className="mb-4 text-muted-foreground">
        Files uploaded here or in the post and project editors. A file in use cannot be deleted. Unused: uploaded more than a day ago and
        used by no post, project, partner or earlier version of a post or project. Unused files are deleted automatically{" "}
        {UNUSED_MEDIA_DELETE_DAYS} days after their upload.
      </p>
      {region}
      <div className="mb-6 max-w-xl">
        <UploadPanel onUploaded={(item) => toast({ title: "Image uploaded", description: `"${item.name}" is in the library.` })} />
      </div>
      <ListControls paging={paging} label="Search media" views={{ counts: media.data?.views, label: "Media by kind" }} headerSort />
      <AdminTable
        caption="Uploaded media"
        headers={headers}
        sorting={{ sort: paging.sort, setSort: paging.setSort, directions: sortDirections }}
        noun="files"
        query={media}
        rows={rows}
        renderRow={(item) => (
          <tr key={item.key}>
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <Thumbnail item={item} />
                <a href={item.url} className="max-w-48 truncate text-primary underline-offset-4 hover:underline" title={item.key}>
                  {item.name ?? item.key}
                </a>
              </div>
            </td>
            <td className="px-4 py-3">
              {typeLabel(item.type)}
              {item.width && item.height ? <span className="block text-muted-foreground">{`${item.width}×${item.height}`}</span> : null}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatBytes(item.size)}</td>
            <td className="px-4 py-3">
              <DateTime iso={item.createdAt} />
            </td>
            <td className="px-4 py-3">
              <Uses item={item} />
            </td>
            <td className="px-4 py-3">
              <AltEditor item={item} />
            </td>
            <RowActions>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Copy URL of ${item.name ?? item.key}`}
                onClick={() => void copy(item.url, item.name ?? item.key)}
              >
                Copy URL
              </Button>
              <Button size="sm" variant="destructive" aria-label={`Delete ${item.name ?? item.key}`} onClick={() => setDeleting(item.key)}>
                Delete
              </Button>
            </RowActions>
          </tr>
        )}
      />
      <ListPager paging={paging} page={media.data} noun="files" />
      <SiteImages term={paging.query.q} copy={copy} />
      <ConfirmDelete
        entity="file"
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, {
            onSuccess: () => toast({ title: "File deleted", description: "The file was removed from the library." }),
            // The refusal names every post and project that still uses the file.
            onError: (error) =>
              toast({
                title: "Not deleted",
                description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : "The file could not be deleted.",
                variant: "destructive",
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </AdminFrame>
  );
}
