import { useEffect, useId, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav } from "#content/site.ts";
import { buttonStyles } from "../ui/button";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

function navClass({ isActive }: { isActive: boolean }): string {
  return `inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium transition ${
    isActive ? "bg-muted text-primary font-semibold" : "text-foreground hover:bg-muted"
  }`;
}

function NewBadge({ text }: { text: string }) {
  return <span className="rounded-full bg-accent-soft px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-accent">{text}</span>;
}

function MobileNavList({ onNavigate, children }: { onNavigate?: () => void; children?: ReactNode }) {
  return (
    <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
      {mainNav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={navClass} onClick={onNavigate}>
            {item.label}
            {"badge" in item ? <NewBadge text={item.badge} /> : null}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Site header: main navigation (current route highlighted), theme toggle, 'Get Estimate', mobile menu. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (link, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navClass}>
                  {item.label}
                  {"badge" in item ? <NewBadge text={item.badge} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* A wrapper hides these on phones: `hidden` on the items would fight their own `inline-flex`. */}
          <div className="hidden items-center gap-2 sm:flex">
            <ThemeToggle />
            <Link to="/contact" className={buttonStyles({ size: "sm" })}>
              Get Estimate
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id={menuId} aria-label="Mobile" className="border-t border-border bg-background lg:hidden">
          <MobileNavList onNavigate={() => setMenuOpen(false)}>
            <li className="mt-2 flex items-center justify-between gap-2">
              <Link to="/contact" className={buttonStyles({ size: "sm" })} onClick={() => setMenuOpen(false)}>
                Get Estimate
              </Link>
              <ThemeToggle />
            </li>
          </MobileNavList>
        </nav>
      ) : null}
      {/* Without JavaScript the menu button cannot open the menu: small screens get the links as they are. */}
      <noscript>
        <nav aria-label="Mobile" className="border-t border-border bg-background lg:hidden">
          <MobileNavList />
        </nav>
      </noscript>
    </header>
  );
}
