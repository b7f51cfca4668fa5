/** /admin/projects — every project: search, New Project / Edit in the editor, delete. */
import { useState } from "react";
import type { Project } from "../../../../contract/entities";
import { Button } from "../../components/ui/button";
import { titleFromSnake } from "../../../../contract/format";
import { useAdminProjects, useDeleteProject } from "./admin-api";
import { AdminFrame } from "./admin-frame";
import { AdminTable, MessageRow, SearchBox } from "./admin-ui";
import { ConfirmDelete } from "./confirm-delete";
import { ProjectEditor } from "./project-editor";
import { matchesSearch } from "./search";

const headers = ["Title", "Category", "Client", "Actions"] as const;

/** The search term lives in the page, so it survives a trip to the editor and back. */
function ProjectsTable({ term, setTerm, onEdit }: { term: string; setTerm: (term: string) => void; onEdit: (project: Project) => void }) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const projects = useAdminProjects();
  const remove = useDeleteProject();
  const rows = (projects.data ?? []).filter((p) => matchesSearch(term, [p.title, p.description, p.category]));

  return (
    <>
      <SearchBox label="Search projects" value={term} onChange={setTerm} />
      <AdminTable caption="Projects" headers={headers}>
        {projects.isPending ? (
          <MessageRow columns={headers.length}>Loading projects...</MessageRow>
        ) : projects.isError ? (
          <MessageRow columns={headers.length}>Failed to load projects.</MessageRow>
        ) : rows.length === 0 ? (
          <MessageRow columns={headers.length}>No projects found.</MessageRow>
        ) : (
          rows.map((project) => (
            <tr key={project.id}>
              <td className="px-4 py-3 font-medium">{project.title}</td>
              <td className="px-4 py-3">{titleFromSnake(project.category)}</td>
              <td className="px-4 py-3">{project.client}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" aria-label={`Edit ${project.title}`} onClick={() => onEdit(project)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="destructive" aria-label={`Delete ${project.title}`} onClick={() => setDeleting(project.id)}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <ConfirmDelete
        entity="project"
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
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
        <ProjectEditor key={editing === "new" ? "new" : editing.id} project={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AdminFrame>
  );
}
