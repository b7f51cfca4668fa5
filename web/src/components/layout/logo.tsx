import { Link } from "../link";
import { company } from "#content/site.ts";

/** The wordmark with its crest; links home. */
export function Logo() {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 font-display text-lg leading-tight font-bold">
      <svg viewBox="0 0 64 64" width="32" height="32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f3d2e" />
        <path d="M32 10l18 10v24L32 54 14 44V20z" fill="none" stroke="#d4a017" strokeWidth="4" />
        <path d="M26 22v20M26 32l12-10M30 30l10 12" stroke="#f5efe0" strokeWidth="4" strokeLinecap="round" fill="none" />
      </svg>
      {/* Wraps rather than pushing the menu button off a narrow screen at large text sizes. */}
      <span className="min-w-0">{company.name}</span>
    </Link>
  );
}
