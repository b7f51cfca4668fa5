/**
 * The site's in-app links: an `<a href>` that, once the page is live, navigates with the router
 * instead of loading a document. React Router's own `Link` also carries framework mode's
 * prefetching (`prefetch`, `PrefetchPageLinks`, route-module manifests) and sits in the module of
 * `NavLink` and `Form`, which are made at module load, so importing it put ~4 KB gzip that a
 * declarative router never runs into every page's first load (ADR 143). A click is taken over as
 * React Router's is: the main button, no modifier key, no other target, not already handled; it
 * replaces the history entry when the URL would not change.
 *
 * Rendering one is cheap (ADR 259): the header and footer hold some forty links, and React
 * Router's hooks (`useHref`, `useResolvedPath`, `useNavigate`) each serialise the route matches to
 * resolve a path against the route tree, which was a tenth of a page request's CPU in the Worker.
 * Every link of the site is an absolute path or a query (or hash) of the current page, which need
 * no route tree: they resolve as React Router resolves them, from the location alone. A path
 * without a leading slash resolves against the current URL's path (React Router's `relative="path"`).
 */
import { type ComponentPropsWithRef, type MouseEvent, useContext } from "react";
import { createPath, type Path, parsePath, resolvePath, type To, UNSAFE_NavigationContext, useLocation } from "react-router";

export type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

/** Whether the browser should be left to follow the link (a new tab, a download, another frame). */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (!!target && target !== "_self")
  );
}

/**
 * `to` as a path from the site's root, as React Router's `resolveTo` makes it: a query or hash
 * alone stays on the current path; an explicit trailing slash is kept.
 */
function resolveLink(to: To, currentPathname: string): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  const path = resolvePath(parts, currentPathname);
  const pathname = parts.pathname;
  if (pathname && pathname !== "/" && pathname.endsWith("/") && !path.pathname.endsWith("/")) path.pathname += "/";
  return path;
}

/** Where a link goes. The site's router has no base path, so the app's path is also the href. */
function useLinkTarget(to: To) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const path = resolveLink(to, location.pathname);
  return { navigator, path, href: navigator.createHref(path), here: createPath(location) };
}

export function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const link = useLinkTarget(to);
  return (
    <a
      {...rest}
      href={link.href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        // What React Router's navigate does without a data router: the history's push, or its replace.
        const inPlace = replace ?? createPath(link.path) === link.here;
        (inPlace ? link.navigator.replace : link.navigator.push)(link.path, state, { replace: inPlace, state, preventScrollReset });
      }}
    />
  );
}

/**
 * A navigation link marked `aria-current="page"` when its path is the current one (or, without
 * `end`, a parent of it), with its class chosen from that, as React Router's `NavLink` does.
 */
export function NavLink({
  className,
  end = false,
  ...props
}: Omit<LinkProps, "className"> & { className: (state: { isActive: boolean }) => string; end?: boolean }) {
  const current = useLocation().pathname;
  const path = resolveLink(props.to, current).pathname.toLowerCase();
  const here = current.toLowerCase();
  // "/blog" is a parent of "/blog/x", not of "/blogs"; "/" is a parent of nothing but itself.
  const isActive = here === path || (!end && path !== "/" && here.startsWith(path) && here.charAt(path.length) === "/");
  return <Link {...props} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
