/**
 * The site's in-app links: an `<a href>` that, once the page is live, navigates with the router
 * instead of loading a document. React Router's own `Link` also carries framework mode's
 * prefetching (`prefetch`, `PrefetchPageLinks`, route-module manifests) and sits in the module of
 * `NavLink` and `Form`, which are made at module load, so importing it put ~4 KB gzip that a
 * declarative router never runs into every page's first load (ADR 143). A click is taken over as
 * React Router's is: the main button, no modifier key, no other target, not already handled; it
 * replaces the history entry when the URL would not change.
 */
import type { ComponentPropsWithRef, MouseEvent } from "react";
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from "react-router";

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

export function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? createPath(location) === createPath(path), state, preventScrollReset });
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
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  // "/blog" is a parent of "/blog/x", not of "/blogs"; "/" is a parent of nothing but itself.
  const isActive = current === path || (!end && path !== "/" && current.startsWith(path) && current.charAt(path.length) === "/");
  return <Link {...props} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
