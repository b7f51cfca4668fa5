/**
 * The admin shell (ADR 265), drawn by every admin screen: a header of its own (the admin
 * navigation, the signed-in identity and sign-out, the 'local admin' marker while the local Access
 * emulation is in use, the theme buttons), then the page title and the page in `main`, with a
 * noindex tag and the sign-in gate. The gate asks the session probe first, so a visitor without
 * Access sees a sign-in message rather than a page of refused calls; the server refuses those
 * calls either way.
 */
import type { ReactNode } from "react";
import { Link, NavLink } from "../../components/link";
import type { AdminSession } from "#contract/admin.ts";
import { company } from "#content/site.ts";
import { paths } from "#contract/routes.ts";
import { PageMeta } from "../../components/page-meta";
import { ThemeToggle } from "../../components/layout/theme-toggle";
import { Button, buttonStyles } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { ACCESS_LOGOUT_PATH, useAdminSession, useLocalSignIn, useLocalSignOut } from "./admin-api";

const adminNav = [
  { to: paths.admin, label: "Dashboard" },
  { to: paths.adminInbox, label: "Inbox" },
  { to: paths.adminBlog, label: "Blog Posts" },
  { to: paths.adminProjects, label: "Projects" },
  { to: paths.adminInquiries, label: "Inquiries" },
  { to: paths.adminLeads, label: "Leads" },
  { to: paths.adminMedia, label: "Media" },
  { to: paths.adminPrivacy, label: "Privacy" },
  { to: paths.adminAudit, label: "Audit Log" },
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

/**
 * Sign out: in production Access's own logout (it ends the Access session and clears the
 * application's cookie); with the local emulation, its sign-out call, after which the gate offers
 * the local sign-in again.
 */
function SignOut({ local }: { local: boolean }) {
  const signOut = useLocalSignOut();
  if (!local) {
    return (
      <a href={ACCESS_LOGOUT_PATH} className={buttonStyles({ variant: "outline", size: "sm" })}>
        Sign out
      </a>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: () => toast({ title: "Error", description: "Sign-out failed.", variant: "destructive" }),
        })
      }
    >
      {signOut.isPending ? "Signing out..." : "Sign out"}
    </Button>
  );
}

function Identity({ session }: { session: AdminSession | undefined }) {
  if (!session?.signedIn) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {session.local ? (
        <span className="rounded-full border border-accent bg-accent-soft px-3 py-1 text-xs font-bold uppercase tracking-wide text-accent">
          Local admin
        </span>
      ) : null}
      {session.email ? (
        <span>
          <span className="text-muted-foreground">Signed in as </span>
          <span className="font-medium">{session.email}</span>
        </span>
      ) : null}
      <SignOut local={session.local} />
    </div>
  );
}

export function AdminFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const session = useAdminSession();
  const local = session.data?.local ?? false;
  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
          <Link to={paths.admin} className="rounded-md font-display text-lg font-bold">
            {company.name} <span className="text-muted-foreground">Admin</span>
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <Identity session={session.data} />
            <ThemeToggle />
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl px-4 pb-3">
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
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
          {session.data?.signedIn ? actions : null}
        </div>
        <div className="mt-6">
          {session.isPending ? (
            <p className="text-muted-foreground">Checking your sign-in...</p>
          ) : session.data?.signedIn ? (
            children
          ) : (
            <SignInPanel local={local} />
          )}
        </div>
      </main>
    </>
  );
}
