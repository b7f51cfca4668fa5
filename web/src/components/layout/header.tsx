import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../link";
import { paths } from "#contract/routes.ts";
import { mainNav, siteSearchLabel } from "#content/site.ts";
import { buttonStyles } from "../ui/button";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * A slot in the header's action cluster where a page may put a control of its own on wide screens
 * (the merch page's cart), instead of floating it over the content.
 */
export const HEADER_ACTIONS_ID = "header-actions";

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

// The search dialog's code comes on first open (or when the pointer or focus reaches the button),
// so no page's first load carries it.
const loadSearchDialog = () => import("../search/search-dialog");
const SearchDialog = lazy(loadSearchDialog);

/**
 * The site search: a link to the /search page before the page is live and without JavaScript
 * (and for a click that opens a new tab), then the button of the search dialog (ADR 307).
 */
function SearchButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  return (
    <>
      <a
        ref={trigger}
        href={paths.search}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSearchDialog}
        onFocus={loadSearchDialog}
        onClick={(event) => {
          if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        <span className="sr-only">{siteSearchLabel}</span>
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether the menu popover is open; false where popovers are unknown (the menu then shows as a plain list). */
function isOpen(menu: HTMLElement | null): boolean {
  try {
    return menu?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
}

/**
 * Site header: main navigation (current route highlighted), theme toggle, 'Get Estimate', mobile menu.
 * The mobile menu is a popover the browser opens and closes itself (the button's `popovertarget`),
 * so it works before the page's code has arrived and without JavaScript; Escape and a tap outside
 * close it and focus returns to the button. React only follows its state for the button's label.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const location = useLocation();
  const closeMenu = () => {
    if (isOpen(menu.current)) menu.current?.hidePopover();
  };

  // Opened before hydration: the label and icon catch up.
  useEffect(() => setMenuOpen(isOpen(menu.current)), []);

  // Any navigation (link, back button) closes the mobile menu; arriving (hydration) does not.
  const shownPath = useRef(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeMenu();
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4 py-2">
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
        <div className="flex shrink-0 items-center gap-2">
          <SearchButton />
          {/* A wrapper hides these on phones: `hidden` on the items would fight their own `inline-flex`. */}
          <div className="hidden items-center gap-2 sm:flex">
            <div id={HEADER_ACTIONS_ID} className="contents" />
            <ThemeToggle />
            <Link to="/contact" className={buttonStyles({ size: "sm" })}>
              Get Estimate
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted lg:hidden"
            popoverTarget={menuId}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
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
      {/* In the top layer when open: laid over the page just below the header's 4rem bar. */}
      <nav
        ref={menu}
        id={menuId}
        popover="auto"
        aria-label="Mobile"
        onToggle={(event) => setMenuOpen(event.newState === "open")}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-b border-border bg-background p-0 text-foreground shadow-lg lg:hidden"
      >
        <MobileNavList onNavigate={closeMenu}>
          <li className="mt-2 flex items-center justify-between gap-2">
            <Link to="/contact" className={buttonStyles({ size: "sm" })} onClick={closeMenu}>
              Get Estimate
            </Link>
            <ThemeToggle />
          </li>
        </MobileNavList>
      </nav>
    </header>
  );
}
