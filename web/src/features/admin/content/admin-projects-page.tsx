/**
 * /admin/projects — the projects, a page at a time: a view per category with counts, search,
 * sortable columns (all in the URL), New Project / Edit in the editor, delete.
 */
import { useState } from "react";
import { adminSorts, adminViews, type SortOf, type ViewOf } from "#contract/admin-lists.ts";
import type { AdminProject } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { projectCategories } from "#contract/enums.ts";
import { useAdminProjects, useDeleteProject } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, DateTime, EditDeleteActions, type SortableHeader } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { ProjectEditor } from "./project-editor";
import { ListControls, ListPager, sortDirections, useListPaging } from "../list-paging";
import { TrashView } from "./trash-view";

type ProjectSort = SortOf<"projects">;

const headers: readonly (string | SortableHeader<ProjectSort>)[] = [
  { label: "Title", sorts: ["title", "title-desc"] },
  "Category",
  "Client",
  { label: "Added", sorts: ["newest", "oldest"] },
  "Actions",
];

type ProjectPaging = ReturnType<typeof useListPaging<ProjectSort, ViewOf<"projects">>>;

/** The search, sort and view are in the URL and the page's position in the page, so all survive a trip to the editor and back. */
function ProjectsTable({ paging, onEdit }: { paging: ProjectPaging; onEdit: (project: AdminProject) => void }) {
  const projects = useAdminProjects(paging.query);
  const { askToDelete, dialog } = useConfirmedDelete("project", useDeleteProject(), { toTrash: true });
  const rows = projects.data?.items ?? [];

  return (
    <>
      <ListControls
        paging={paging}
        label="Search projects"
        views={{ counts: projects.data?.views, label: "Projects by category" }}
        headerSort
      />
      <AdminTable
        caption="Projects"
        headers={headers}
        sorting={{ sort: paging.sort, setSort: paging.setSort, directions: sortDirections }}
        noun="projects"
        query={projects}
        rows={rows}
        renderRow={(project) => (
          <tr key={project.id}>
            <td className="px-4 py-3 font-medium">{project.title}</td>
            <td className="px-4 py-3">{projectCategories.labels[project.category]}</td>
            <td className="px-4 py-3">{project.client}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <DateTime iso={project.createdAt} />
            </td>
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
  const paging = useListPaging(adminSorts.projects, null, adminViews.projects);
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
