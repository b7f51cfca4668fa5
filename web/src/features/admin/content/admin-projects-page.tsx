/** /admin/projects — every project: search, New Project / Edit in the editor, delete. */
import { useState } from "react";
import type { Project } from "#contract/entities.ts";
import { Button } from "../../../components/ui/button";
import { titleFromSnake } from "#contract/format.ts";
import { useAdminProjects, useDeleteProject } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, EditDeleteActions, SearchBox } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { ProjectEditor } from "./project-editor";
import { matchesSearch } from "../search";

const headers = ["Title", "Category", "Client", "Actions"] as const;

/** The search term lives in the page, so it survives a trip to the editor and back. */
function ProjectsTable({ term, setTerm, onEdit }: { term: string; setTerm: (term: string) => void; onEdit: (project: Project) => void }) {
  const projects = useAdminProjects();
  const { askToDelete, dialog } = useConfirmedDelete("project", useDeleteProject());
  const rows = (projects.data ?? []).filter((p) => matchesSearch(term, [p.title, p.description, p.category]));

  return (
    <>
      <SearchBox label="Search projects" value={term} onChange={setTerm} />
      <AdminTable
        caption="Projects"
        headers={headers}
        noun="projects"
        query={projects}
        rows={rows}
        renderRow={(project) => (
          <tr key={project.id}>
            <td className="px-4 py-3 font-medium">{project.title}</td>
            <td className="px-4 py-3">{titleFromSnake(project.category)}</td>
            <td className="px-4 py-3">{project.client}</td>
            <EditDeleteActions name={project.title} onEdit={() => onEdit(project)} onDelete={() => askToDelete(project.id)} />
          </tr>
        )}
      />
      {dialog}
    </>
  );
}

export default function AdminProjectsPage() {
  const [editing, setEditing] = useState<Project | "new" | null>(null);
  const [term, setTerm] = useState("");
  return (
    <AdminFrame title="Projects" actions={editing === null ? <Button onClick={() => setEditing("new")}>New Project</Button> : null}>
      {editing === null ? (
        <ProjectsTable term={term} setTerm={setTerm} onEdit={setEditing} />
      ) : (
        <ProjectEditor
          key={editing === "new" ? "new" : editing.id}
          project={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminFrame>
  );
}
