/**
 * /admin/projects — the projects, a page at a time: a view per category with counts, search,
 * sortable columns (all in the URL), New Project / Edit open the editor at its own address (/admin/projects/new, /admin/projects/:id/edit), delete.
 */
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { adminSorts, adminViews, type SortOf, type ViewOf } from "#contract/admin-lists.ts";
import type { AdminProjectRow } from "#contract/revisions.ts";
import { Button } from "../../../components/ui/button";
import { projectCategories } from "#contract/enums.ts";
import { useAdminProjects, useDeleteProject } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, DateTime, EditDeleteActions, type SortableHeader } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { storedPreviewPath } from "#contract/previews.ts";
import { pathTo, paths } from "#contract/routes.ts";
import type { FromList } from "./editor-page";
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
function ProjectsTable({ paging, onEdit }: { paging: ProjectPaging; onEdit: (project: AdminProjectRow) => void }) {
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
            <td className="px-4 py-3 font-medium">
              {project.title} {project.published ? null : <Badge tone="neutral">Draft</Badge>}
            </td>
            <td className="px-4 py-3">{projectCategories.labels[project.category]}</td>
            <td className="px-4 py-3">{project.client}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <DateTime iso={project.createdAt} />
            </td>
            <EditDeleteActions
              name={project.title}
              onEdit={() => onEdit(project)}
              onDelete={() => askToDelete(project.id)}
              view={
                project.published
                  ? { label: "View", href: pathTo("project", { id: project.id }) }
                  : { label: "Preview", href: storedPreviewPath("project", project.id) }
              }
            />
          </tr>
        )}
      />
      <ListPager paging={paging} page={projects.data} noun="projects" />
      {dialog}
    </>
  );
}

export default function AdminProjectsPage() {
  // The Trash view (ADR 271) in place of the list.
  const [trash, setTrash] = useState(false);
  const paging = useListPaging(adminSorts.projects, null, adminViews.projects);
  const navigate = useNavigate();
  // The editor has its own address; Cancel there comes back to this list as it is (search, sort, view).
  const { pathname } = useLocation();
  const open = (path: string) => navigate(path, { state: { from: `${pathname}${paging.leave()}` } satisfies FromList });
  return (
    <AdminFrame
      title={trash ? "Projects: Trash" : "Projects"}
      actions={
        <div className="flex flex-wrap gap-2">
          {trash ? null : <Button onClick={() => open(paths.adminProjectNew)}>New Project</Button>}
          <Button variant="outline" aria-pressed={trash} onClick={() => setTrash(!trash)}>
            {trash ? "Back to projects" : "Trash"}
          </Button>
        </div>
      }
    >
      {trash ? (
        <TrashView kind="project" entity="project" noun="projects" />
      ) : (
        <ProjectsTable paging={paging} onEdit={(project) => open(pathTo("adminProjectEdit", { id: project.id }))} />
      )}
    </AdminFrame>
  );
}
