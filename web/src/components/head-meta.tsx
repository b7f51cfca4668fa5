import { headMetaTags, type HeadData } from "../../../contract/meta";
import { useDropEdgeHead } from "./drop-edge-head";

/** A page's full head (title, description, canonical, social and article tags) from the shared rules. */
export function HeadMeta({ head }: { head: HeadData }) {
  useDropEdgeHead();
  return (
    <>
      <title>{head.title}</title>
      {headMetaTags(head).map(({ tag, attrs }, i) =>
        tag === "link" ? <link key={`link-${i}`} {...attrs} /> : <meta key={`meta-${i}`} {...attrs} />,
      )}
    </>
  );
}
