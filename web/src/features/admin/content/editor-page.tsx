/**
 * An editor at its own address (issue 35): `/admin/blog/new`, `/admin/blog/12/edit` and the
 * projects' equivalents, so it can be bookmarked and reloaded and Back leaves it as any page. The
 * record is read by its id; an unknown or trashed one is a clear not-found with the way back. A
 * new record, once saved, moves to its own edit address (replacing /new in the history, so Back
 * does not open an empty form). Cancel goes back to the list it came from (its search and sort).
 */
import type { ReactNode } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { Link } from "../../../components/link";
import { type PageName, pathTo, paths } from "#contract/routes.ts";
import { ApiRequestError } from "../../../lib/api";
import { AdminFrame } from "../admin-frame";

/** The state a list puts on its editor links: where Cancel returns. */
export interface FromList {
  from?: string;
}

interface Props<Item> {
  title: string;
  /** The list page and the edit page's name. */
  list: "adminBlog" | "adminProjects";
  edit: Extract<PageName, "adminPostEdit" | "adminProjectEdit">;
  /** "blog post" or "project", for the messages. */
  noun: string;
  /** The record by id (null: a new one), as the admin API's query answers it. */
  useItem: (id: number | null) => { data?: Item; isPending: boolean; isError: boolean; error: Error | null };
  editor: (props: { item: Item | null; onClose: () => void; onSaved: (saved: { id: number }, created: boolean) => void }) => ReactNode;
}

export function EditorPage<Item>({ title, list, edit, noun, useItem, editor }: Props<Item>) {
  const { id: idText } = useParams();
  const navigate = useNavigate();
  const from = (useLocation().state as FromList | null)?.from;
  const id = idText === undefined ? null : /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : Number.NaN;
  const item = useItem(id === null || Number.isNaN(id) ? null : id);
  const back = from ?? paths[list];
  const close = () => navigate(back);
  const onSaved = (saved: { id: number }, created: boolean) => {
    if (created) navigate(pathTo(edit, { id: saved.id }), { replace: true, state: { from } satisfies FromList });
  };

  let body: ReactNode;
  if (id === null) body = editor({ item: null, onClose: close, onSaved });
  else if (Number.isNaN(id) || (item.isError && item.error instanceof ApiRequestError && item.error.status === 404)) {
    body = (
      <p role="alert" className="text-destructive">
        No {noun} with the id {idText} (it may have been deleted or moved to the Trash).
      </p>
    );
  } else if (item.isError) body = <p className="text-destructive">The {noun} could not be loaded. Please try again.</p>;
  else if (item.isPending || !item.data) body = <p className="text-muted-foreground">Loading the {noun}...</p>;
  else body = editor({ item: item.data, onClose: close, onSaved });

  return (
    <AdminFrame title={title}>
      <p className="mb-4 text-sm">
        <Link to={back} className="underline">
          ← Back to the list
        </Link>
      </p>
      {body}
    </AdminFrame>
  );
}
