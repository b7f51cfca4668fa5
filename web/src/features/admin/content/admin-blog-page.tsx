/** /admin/blog — the posts (drafts too), a page at a time: search, sort, New Post / Edit in the editor, delete. */
import { useState } from "react";
import { adminSorts, type SortOf } from "#contract/admin-lists.ts";
import type { AdminPost } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { useAdminPosts, useDeletePost } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, EditDeleteActions, localDate } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { PostEditor } from "./post-editor";
import { ListControls, ListPager, useListPaging } from "../list-paging";
import { TrashView } from "./trash-view";

const headers = ["Title", "Status", "Date", "Actions"] as const;

type PostPaging = ReturnType<typeof useListPaging<SortOf<"posts">>>;

/** The search and page live in the page, so they survive a trip to the editor and back. */
function PostsTable({ paging, onEdit }: { paging: PostPaging; onEdit: (post: AdminPost) => void }) {
  const posts = useAdminPosts(paging.query);
  const { askToDelete, dialog } = useConfirmedDelete("blog post", useDeletePost());
  const rows = posts.data?.items ?? [];

  return (
    <>
      <ListControls paging={paging} label="Search blog posts" />
      <AdminTable
        caption="Blog posts"
        headers={headers}
        noun="blog posts"
        query={posts}
        rows={rows}
        renderRow={(post) => (
          <tr key={post.id}>
            <td className="px-4 py-3 font-medium">{post.title}</td>
            <td className="px-4 py-3">{post.published ? <Badge tone="positive">Published</Badge> : <Badge tone="neutral">Draft</Badge>}</td>
            <td className="px-4 py-3 whitespace-nowrap">{localDate(post.createdAt)}</td>
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
  const paging = useListPaging(adminSorts.posts);
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
