import { company } from "../../../content/site";

/** Page title and description; React hoists them into <head> (on the server too). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title}${company.titleSuffix}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
