/** The dashboard's view of the retention settings (wrangler.toml; docs/privacy.md): how long each kind of data is kept. */
import { useId } from "react";
import { Link } from "../../../components/link";
import { paths } from "#contract/routes.ts";
import { useRetentionSettings } from "./privacy-api";

const months = (n: number) => (n === 1 ? "1 month" : `${n} months`);
const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

export function RetentionSettings() {
  const settings = useRetentionSettings();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Data retention
      </h2>
      {settings.isPending ? (
        <p className="text-sm text-muted-foreground">Loading retention settings...</p>
      ) : settings.isError ? (
        <p className="text-sm text-destructive">Failed to load the retention settings.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Older records are deleted automatically. Answer a person's request to see or erase their data on the{" "}
            <Link to={paths.adminPrivacy} className="text-primary underline">
              Privacy page
            </Link>
            .
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {settings.data.leads.map((lead) => (
              <div key={lead.kind} className="contents">
                <dt className="font-medium">{lead.label}</dt>
                <dd>{months(lead.months)} after they are received</dd>
              </div>
            ))}
            <dt className="font-medium">Chat conversations</dt>
            <dd>{days(settings.data.chatDays)} after the last message</dd>
            <dt className="font-medium">Audit log</dt>
            <dd>{days(settings.data.auditDays)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
