/** /admin/projects — the projects, a page at a time: search, sort, New Project / Edit in the editor, delete. */
import { useState } from "react";
import { adminSorts, type SortOf } from "#contract/admin-lists.ts";
import type { AdminProject } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { titleFromSnake } from "#contract/format.ts";
import { useAdminProjects, useDeleteProject } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, EditDeleteActions } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { ProjectEditor } from "./project-editor";
import { ListControls, ListPager, useListPaging } from "../list-paging";
import { TrashView } from "./trash-view";

const headers = ["Title", "Category", "Client", "Actions"] as const;

type ProjectPaging = ReturnType<typeof useListPaging<SortOf<"projects">>>;

/** The search and page live in the page, so they survive a trip to the editor and back. */
function ProjectsTable({ paging, onEdit }: { paging: ProjectPaging; onEdit: (project: AdminProject) => void }) {
  const projects = useAdminProjects(paging.query);
  const { askToDelete, dialog } = useConfirmedDelete("project", useDeleteProject());
  const rows = projects.data?.items ?? [];

  return (
    <>
      <ListControls paging={paging} label="Search projects" />
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
      <ListPager paging={paging} page={projects.data} noun="projects" />
      {dialog}
    </>
  );
}

export default function AdminProjectsPage() {
  const [editing, setEditing] = useState<AdminProject | "new" | null>(null);
  // The Trash view (ADR 271) in place of the list.
  const [trash, setTrash] = useState(false);
  const paging = useListPaging(adminSorts.projects);
  return (
    <AdminFrame
      title={trash ? "Projects: Trash" : "Projects"}
      actions={
        editing === null ? (
          <div className="flex flex-wrap gap-2">
            {trash ? null : <Button onClick={() => setEditing("new")}>New Project</Button>}
            <Button variant="outline" aria-pressed={trash} onClick={() => setTrash(!trash)}>
              {trash ? "Back to projects" : "Trash"}
            </Button>
          </div>
        ) : null
      }
    >
      {editing === null ? (
        trash ? (
          <TrashView kind="project" entity="project" noun="projects" />
        ) : (
          <ProjectsTable paging={paging} onEdit={setEditing} />
        )
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
