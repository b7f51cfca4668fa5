import { PageHeading } from "../../components/page-heading";
import { PartnerWall } from "./partner-wall";

/** /partners — the logo wall now; benefits, categories and the request form come with the forms issue. */
export default function PartnersPage() {
  return (
    <>
      <PageHeading title="Partners" intro="The manufacturers, utilities, financiers and specialists we build with." />
      <section aria-labelledby="partner-wall-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="partner-wall-heading" className="mb-6 text-2xl font-bold">
          Trusted by industry leaders
        </h2>
        <PartnerWall />
      </section>
    </>
  );
}
