/** /admin/projects/new and /admin/projects/:id/edit — the project editor at its own address. */
import type { AdminProject } from "#contract/revisions.ts";
import { useAdminProject } from "../admin-api";
import { EditorPage } from "./editor-page";
import { ProjectEditor } from "./project-editor";

export default function AdminProjectEditorPage() {
  return (
    <EditorPage<AdminProject>
      title="Projects"
      list="adminProjects"
      edit="adminProjectEdit"
      noun="project"
      useItem={useAdminProject}
      editor={({ item, onClose, onSaved }) => <ProjectEditor key={item?.id ?? "new"} project={item} onClose={onClose} onSaved={onSaved} />}
    />
  );
}
