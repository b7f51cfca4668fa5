/**
 * /admin/blog — the posts (drafts too), a page at a time: All / Published / Draft with counts,
 * search, sortable columns (all in the URL), New Post / Edit in the editor, delete.
 */
import { useState } from "react";
import { adminSorts, adminViews, type SortOf, type ViewOf } from "#contract/admin-lists.ts";
import type { AdminPost } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { useAdminPosts, useDeletePost } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, DateTime, EditDeleteActions, type SortableHeader } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { PostEditor } from "./post-editor";
import { ListControls, ListPager, sortDirections, useListPaging } from "../list-paging";
import { TrashView } from "./trash-view";

type PostSort = SortOf<"posts">;

const headers: readonly (string | SortableHeader<PostSort>)[] = [
  { label: "Title", sorts: ["title", "title-desc"] },
  "Status",
  { label: "Date", sorts: ["newest", "oldest"] },
  "Actions",
];

type PostPaging = ReturnType<typeof useListPaging<PostSort, ViewOf<"posts">>>;

/** The search, sort and view are in the URL and the page's position in the page, so all survive a trip to the editor and back. */
function PostsTable({ paging, onEdit }: { paging: PostPaging; onEdit: (post: AdminPost) => void }) {
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
              <DateTime iso={post.createdAt} />
            </td>
            <EditDeleteActions name={post.title} onEdit={() => onEdit(post)} onDelete={() => askToDelete(post.id)} />
          </tr>
        )}
      />
      <ListPager paging={paging} page={posts.data} noun="blog posts" />
      {dialog}
    </>
  );
}

export default function AdminBlogPage() {
  // null: the table; "new" or a post: the editor.
  const [editing, setEditing] = useState<AdminPost | "new" | null>(null);
  // The Trash view (ADR 271) in place of the list.
  const [trash, setTrash] = useState(false);
  const paging = useListPaging(adminSorts.posts, null, adminViews.posts);
  return (
    <AdminFrame
      title={trash ? "Blog Posts: Trash" : "Blog Posts"}
      actions={
        editing === null ? (
          <div className="flex flex-wrap gap-2">
            {trash ? null : <Button onClick={() => setEditing("new")}>New Post</Button>}
            <Button variant="outline" aria-pressed={trash} onClick={() => setTrash(!trash)}>
              {trash ? "Back to blog posts" : "Trash"}
            </Button>
          </div>
        ) : null
      }
    >
      {editing === null ? (
        trash ? (
          <TrashView kind="post" entity="blog post" noun="blog posts" />
        ) : (
          <PostsTable paging={paging} onEdit={setEditing} />
        )
      ) : (
        <PostEditor
          key={editing === "new" ? "new" : editing.id}
          post={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminFrame>
  );
}
