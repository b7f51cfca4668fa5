/**
 * The frame of every admin screen: the page title, admin navigation, the 'local admin' marker
 * while the local Access emulation is in use, a noindex tag, and the sign-in gate. The gate asks
 * the session probe first, so a visitor without Access sees a sign-in message rather than a page
 * of refused calls; the server refuses those calls either way.
 */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { paths } from "#contract/routes.ts";
import { PageMeta } from "../../components/page-meta";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { useAdminSession, useLocalSignIn } from "./admin-api";

const adminNav = [
  { to: paths.admin, label: "Dashboard" },
  { to: paths.adminInbox, label: "Inbox" },
  { to: paths.adminBlog, label: "Blog Posts" },
  { to: paths.adminProjects, label: "Projects" },
  { to: paths.adminInquiries, label: "Inquiries" },
  { to: paths.adminLeads, label: "Leads" },
  { to: paths.adminMedia, label: "Media" },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted"}`;
}

function SignInPanel({ local }: { local: boolean }) {
  const signIn = useLocalSignIn();
  return (
    <div className="rounded-lg border border-border bg-card p-6">
      <h2 className="text-xl font-semibold">Sign in required</h2>
      {local ? (
        <>
          <p className="mt-2 text-muted-foreground">
            This copy of the site emulates Cloudflare Access locally. Sign in as the local admin to continue.
          </p>
          <Button
            className="mt-4"
            disabled={signIn.isPending}
            onClick={() =>
              signIn.mutate(undefined, {
                onError: () => toast({ title: "Error", description: "Local sign-in failed.", variant: "destructive" }),
              })
            }
          >
            {signIn.isPending ? "Signing in..." : "Sign in as local admin"}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-muted-foreground">
          The admin area is protected by Cloudflare Access. Open it through your organisation's Access sign-in, then reload this page.
        </p>
      )}
    </div>
  );
}

export function AdminFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const session = useAdminSession();
  const local = session.data?.local ?? false;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
          {local ? (
            <span className="rounded-full border border-accent bg-accent-soft px-3 py-1 text-xs font-bold uppercase tracking-wide text-accent">
              Local admin
            </span>
          ) : null}
        </div>
        {session.data?.signedIn ? actions : null}
      </div>
      <nav aria-label="Admin" className="mt-4 border-b border-border pb-3">
        <ul className="flex flex-wrap gap-1">
          {adminNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={navClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {session.isPending ? (
          <p className="text-muted-foreground">Checking your sign-in...</p>
        ) : session.data?.signedIn ? (
          <>
            {session.data.email ? <p className="mb-4 text-sm text-muted-foreground">Signed in as {session.data.email}</p> : null}
            {children}
          </>
        ) : (
          <SignInPanel local={local} />
        )}
      </div>
    </div>
  );
}
