/** Small pieces the admin tables share: search box, status badge, table shell, row states. */
import type { ReactNode } from "react";

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="mb-4 max-w-md">
      <label className="sr-only" htmlFor="admin-search">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground"
      />
    </div>
  );
}

export function Badge({ tone, children }: { tone: "positive" | "neutral"; children: ReactNode }) {
  const style = tone === "positive" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground border border-border";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>{children}</span>;
}

export function AdminTable({ caption, headers, children }: { caption: string; headers: readonly string[]; children: ReactNode }) {
  return (
    // Focusable and named, so keyboard users can scroll a table wider than the screen.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** A full-width row for the loading, empty and error states. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** Local date of a stored timestamp ("createdAt in local format"). */
export function localDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}
