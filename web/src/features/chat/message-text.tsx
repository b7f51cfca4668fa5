import type { ReactNode } from "react";
import { Link } from "../../components/link";

// [label](target) as the assistant writes links.
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * True for a path of this site ("/", "/contact", "/projects/3?x#y"): one "/" and then a path
 * character. Not "//host", nor "/\host", which browsers read as "//host"; no backslash anywhere,
 * since browsers turn each into "/".
 */
const isSitePath = (target: string) => /^\/(?:$|[\w\-.~%!$&'()*+,;=:@?#])/.test(target) && !target.includes("\\");

const linkClass = "font-semibold text-primary underline underline-offset-2 hover:no-underline";

/**
 * An assistant message as text with its links: site paths become in-app links (react-router),
 * mailto:, tel: and https: links ordinary ones; anything else stays as the text it was.
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", target = ""] = match;
    const start = match.index ?? 0;
    parts.push(text.slice(last, start));
    if (isSitePath(target)) {
      parts.push(
        <Link key={start} to={target} className={linkClass} onClick={onNavigate}>
          {label}
        </Link>,
      );
    } else if (/^(mailto:|tel:|https:\/\/)/i.test(target)) {
      const external = target.toLowerCase().startsWith("https:");
      parts.push(
        <a key={start} href={target} className={linkClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {label}
        </a>,
      );
    } else {
      parts.push(whole);
    }
    last = start + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
