/** /admin/blog — every post (drafts too): search, New Post / Edit in the editor, delete. */
import { useState } from "react";
import type { BlogPost } from "#contract/entities.ts";
import { Button } from "../../../components/ui/button";
import { useAdminPosts, useDeletePost } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, EditDeleteActions, localDate, SearchBox } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { PostEditor } from "./post-editor";
import { matchesSearch } from "../search";

const headers = ["Title", "Status", "Date", "Actions"] as const;

/** The search term lives in the page, so it survives a trip to the editor and back. */
function PostsTable({ term, setTerm, onEdit }: { term: string; setTerm: (term: string) => void; onEdit: (post: BlogPost) => void }) {
  const posts = useAdminPosts();
  const { askToDelete, dialog } = useConfirmedDelete("blog post", useDeletePost());
  const rows = (posts.data ?? []).filter((p) => matchesSearch(term, [p.title, p.excerpt]));

  return (
    <>
      <SearchBox label="Search blog posts" value={term} onChange={setTerm} />
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
      {dialog}
    </>
  );
}

export default function AdminBlogPage() {
  // null: the table; "new" or a post: the editor.
  const [editing, setEditing] = useState<BlogPost | "new" | null>(null);
  const [term, setTerm] = useState("");
  return (
    <AdminFrame title="Blog Posts" actions={editing === null ? <Button onClick={() => setEditing("new")}>New Post</Button> : null}>
      {editing === null ? (
        <PostsTable term={term} setTerm={setTerm} onEdit={setEditing} />
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
