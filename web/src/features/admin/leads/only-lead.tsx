/** `?lead=ID` on an admin list (the link in a lead's notification e-mail): only that lead is shown, with a way back to all. */
import { useSearchParams } from "../../../lib/use-search-params";

export function useOnlyLead() {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get("lead"));
  const id = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : null;
  return {
    id,
    matches: (rowId: number) => id === null || rowId === id,
    showAll: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete("lead");
        return next;
      }),
  };
}

export function OnlyLeadNotice({ only }: { only: ReturnType<typeof useOnlyLead> }) {
  if (only.id === null) return null;
  return (
    <p className="mb-3 text-sm">
      Showing lead #{only.id} only.{" "}
      <button type="button" onClick={only.showAll} className="font-medium text-primary underline">
        Show all
      </button>
    </p>
  );
}
