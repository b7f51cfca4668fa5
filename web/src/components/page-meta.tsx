import { company } from "../../../content/site";
import { useDropEdgeHead } from "./drop-edge-head";

/**
 * Page title and description. React 19 hoists <title> and <meta> into <head>; the edge writes the
 * same values into the served HTML for crawlers (blog issue).
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useDropEdgeHead();
  return (
    <>
      <title>{`${title}${company.titleSuffix}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
