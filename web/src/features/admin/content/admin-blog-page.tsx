/**
 * /admin/blog — the posts (drafts too), a page at a time: All / Published / Draft with counts,
 * search, sortable columns (all in the URL), New Post / Edit open the editor at its own address (/admin/blog/new, /admin/blog/:id/edit), delete.
 */
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { adminSorts, adminViews, type SortOf, type ViewOf } from "#contract/admin-lists.ts";
import type { AdminPostRow } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { useAdminPosts, useDeletePost } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, DateTime, EditDeleteActions, type SortableHeader } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { storedPreviewPath } from "#contract/previews.ts";
import { pathTo, paths } from "#contract/routes.ts";
import type { FromList } from "./editor-page";
import { ListControls, ListPager, sortDirections, useListPaging } from "../list-paging";
import { TrashView } from "./trash-view";
import { AuthorProfilesPanel } from "./author-profiles-panel";

type PostSort = SortOf<"posts">;

const headers: readonly (string | SortableHeader<PostSort>)[] = [
  { label: "Title", sorts: ["title", "title-desc"] },
  "Status",
  { label: "Date", sorts: ["newest", "oldest"] },
  "Actions",
];

/**
 * The date readers see (issue 35): a published post's publication date; a scheduled one's time; a
 * draft's creation date, each named.
 */
function PostDate({ post }: { post: AdminPostRow }) {
  if (post.published && post.publishedAt) return <DateTime iso={post.publishedAt} />;
  if (post.publishAt) {
    return (
      <>
        Scheduled <DateTime iso={post.publishAt} />
      </>
    );
  }
  return (
    <>
      Created <DateTime iso={post.createdAt} />
    </>
  );
}

type PostPaging = ReturnType<typeof useListPaging<PostSort, ViewOf<"posts">>>;

/** The search, sort and view are in the URL and the page's position in the page, so all survive a trip to the editor and back. */
function PostsTable({ paging, onEdit }: { paging: PostPaging; onEdit: (post: AdminPostRow) => void }) {
  const posts = useAdminPosts(paging.query);
  const { askToDelete, dialog } = useConfirmedDelete("blog post", useDeletePost(), { toTrash: true });
  const rows = posts.data?.items ?? [];

  return (
    <>
      <ListControls paging={paging} label="Search blog posts" views={{ counts: posts.data?.views, label: "Posts by status" }} headerSort />
      <AdminTable
        caption="Blog posts"
        headers={headers}
        sorting={{ sort: paging.sort, setSort: paging.setSort, directions: sortDirections }}
        noun="blog posts"
        query={posts}
        rows={rows}
        renderRow={(post) => (
          <tr key={post.id}>
            <td className="px-4 py-3 font-medium">{post.title}</td>
            <td className="px-4 py-3">{post.published ? <Badge tone="positive">Published</Badge> : <Badge tone="neutral">Draft</Badge>}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <PostDate post={post} />
            </td>
            <EditDeleteActions
              name={post.title}
              onEdit={() => onEdit(post)}
              onDelete={() => askToDelete(post.id)}
              view={
                post.published
                  ? { label: "View", href: pathTo("blogPost", { slug: post.slug }) }
                  : { label: "Preview", href: storedPreviewPath("post", post.id) }
              }
            />
          </tr>
        )}
      />
      <ListPager paging={paging} page={posts.data} noun="blog posts" />
      {dialog}
    </>
  );
}

export default function AdminBlogPage() {
  // The Trash view (ADR 271) in place of the list.
  const [trash, setTrash] = useState(false);
  const paging = useListPaging(adminSorts.posts, null, adminViews.posts);
  const navigate = useNavigate();
  // The editor has its own address; Cancel there comes back to this list as it is (search, sort, view).
  const { pathname } = useLocation();
  const open = (path: string) => navigate(path, { state: { from: `${pathname}${paging.leave()}` } satisfies FromList });
  return (
    <AdminFrame
      title={trash ? "Blog Posts: Trash" : "Blog Posts"}
      actions={
        <div className="flex flex-wrap gap-2">
          {trash ? null : <Button onClick={() => open(paths.adminPostNew)}>New Post</Button>}
          <Button variant="outline" aria-pressed={trash} onClick={() => setTrash(!trash)}>
            {trash ? "Back to blog posts" : "Trash"}
          </Button>
        </div>
      }
    >
      {trash ? (
        <TrashView kind="post" entity="blog post" noun="blog posts" />
      ) : (
        <>
          <PostsTable paging={paging} onEdit={(post) => open(pathTo("adminPostEdit", { id: post.id }))} />
          <AuthorProfilesPanel />
        </>
      )}
    </AdminFrame>
  );
}
