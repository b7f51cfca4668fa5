import { Link } from "../../components/link";
import { PageMeta } from "../../components/page-meta";
import FindYourWay from "../../components/search/find-your-way";
import { buttonStyles } from "../../components/ui/button";

/**
 * The catch-all screen: any path the router does not know. The spec's heading, text and link
 * stay as they are; the search and the main destinations follow them (ADR 308).
 */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" noindex />
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={`${buttonStyles()} mt-8`}>
        Back to Home
      </Link>
      <FindYourWay />
    </section>
  );
}
