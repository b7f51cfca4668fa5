/**
 * /admin/privacy — a person's request about their data (docs/privacy.md): search by e-mail address
 * and/or phone number, see how many records each place holds, download them all as one JSON file,
 * or erase them after a confirmation that names how many records go.
 */
import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { privacySubjectSchema, recordsWord, subjectLabel, type PrivacyEraseResult, type PrivacySubject } from "#contract/privacy.ts";
import { controlClass } from "../../../components/form/form-fields";
import { Button, buttonStyles } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { AdminFrame } from "../admin-frame";
import { ConfirmDelete } from "../confirm-delete";
import { privacyExportUrl, usePrivacyErase, usePrivacyFind } from "./privacy-api";

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : "The request failed. Please try again.";

function SearchForm({ onSearch }: { onSearch: (subject: PrivacySubject) => void }) {
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [issues, setIssues] = useState<{ email?: string; phone?: string; form?: string }>({});
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(privacySubjectSchema, { email, phone });
    if (parsed.success) {
      setIssues({});
      onSearch(parsed.output);
      return;
    }
    const flat = v.flatten<typeof privacySubjectSchema>(parsed.issues);
    setIssues({ email: flat.nested?.email?.[0], phone: flat.nested?.phone?.[0], form: flat.root?.[0] });
  };
  const field = (name: "email" | "phone", label: string, value: string, set: (value: string) => void, type: string) => (
    <div className="min-w-64 flex-1">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={issues[name] ? true : undefined}
        aria-describedby={issues[name] ? `${id}-${name}-error` : undefined}
        className={controlClass}
        autoComplete="off"
      />
      {issues[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-destructive">
          {issues[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-border bg-card p-5" aria-label="Find a person's data">
      <p className="mb-4 text-sm text-muted-foreground">
        Find everything the site holds about one person: every form's submissions and the notification e-mails about them. Enter the address
        they wrote from, their phone number, or both.
      </p>
      <div className="flex flex-wrap items-start gap-4">
        {field("email", "Email address", email, setEmail, "email")}
        {field("phone", "Phone number", phone, setPhone, "tel")}
      </div>
      {issues.form ? <p className="mt-2 text-sm font-medium text-destructive">{issues.form}</p> : null}
      <Button type="submit" className="mt-4">
        Search
      </Button>
    </form>
  );
}

function Results({ subject }: { subject: PrivacySubject }) {
  const found = usePrivacyFind(subject);
  const erase = usePrivacyErase();
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<PrivacyEraseResult | null>(null);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const label = subjectLabel(subject);

  if (found.isPending) return <p className="mt-6 text-muted-foreground">Searching...</p>;
  if (found.isError) return <p className="mt-6 font-medium text-destructive">{errorText(found.error)}</p>;
  const { total, places } = found.data;
  const held = places.filter((p) => p.count > 0);
  return (
    <section aria-labelledby="privacy-results" className="mt-6 rounded-lg border border-border bg-card p-5">
      <h2 id="privacy-results" className="text-xl font-semibold">
        Results for {label}
      </h2>
      <div role="status" className="mt-2">
        {erased ? <p className="font-medium">{erased.message}</p> : null}
        {total === 0 ? (
          <p className="text-muted-foreground">Nothing found for {label}.</p>
        ) : (
          <p>
            {recordsWord(total)} held for {label}.
          </p>
        )}
      </div>
      {held.length > 0 ? (
        <>
          <table className="mt-4 w-full max-w-xl text-left text-sm">
            <caption className="sr-only">Records held, by place</caption>
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Where
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Table
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Records
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {held.map((p) => (
                <tr key={`${p.kind}-${p.table}`}>
                  <td className="py-2 pr-4">{p.label}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{p.table}</td>
                  <td className="py-2 text-right">{p.count.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={privacyExportUrl(subject)} download className={buttonStyles({ variant: "outline" })}>
              Download export (JSON)
            </a>
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              Erase {recordsWord(total)}
            </Button>
          </div>
          {eraseError ? <p className="mt-3 text-sm font-medium text-destructive">{eraseError}</p> : null}
        </>
      ) : null}
      <ConfirmDelete
        entity={`${recordsWord(total)} held for ${label} (submissions are blanked, their e-mails deleted)`}
        open={confirming}
        busy={erase.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          erase.mutate(
            { ...subject, confirmCount: total },
            {
              onSuccess: (result) => {
                setErased(result);
                setEraseError(null);
              },
              onError: (error) => setEraseError(errorText(error)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </section>
  );
}

export default function AdminPrivacyPage() {
  const [subject, setSubject] = useState<PrivacySubject | null>(null);
  return (
    <AdminFrame title="Privacy Requests">
      <SearchForm onSearch={setSubject} />
      {subject ? <Results key={JSON.stringify(subject)} subject={subject} /> : null}
    </AdminFrame>
  );
}
