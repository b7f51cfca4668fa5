/** /admin/blog/new and /admin/blog/:id/edit — the post editor at its own address. */
import type { AdminPost } from "#contract/revisions.ts";
import { useAdminPost } from "../admin-api";
import { EditorPage } from "./editor-page";
import { PostEditor } from "./post-editor";

export default function AdminPostEditorPage() {
  return (
    <EditorPage<AdminPost>
      title="Blog Posts"
      list="adminBlog"
      edit="adminPostEdit"
      noun="blog post"
      useItem={useAdminPost}
      editor={({ item, onClose, onSaved }) => <PostEditor key={item?.id ?? "new"} post={item} onClose={onClose} onSaved={onSaved} />}
    />
  );
}
