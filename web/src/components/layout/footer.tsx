import { Link } from "../link";
import { paths } from "#contract/routes.ts";
import { company, contact, footerNav, offices, workWithUsNav } from "#content/site.ts";
import { SubscribeBox } from "../subscribe-box";

const linkClass = "underline-offset-4 hover:underline";

/** Site footer: the spec's links, the programme pages, the blog's subscription box (ADR 306), the founding year and the current year, and the privacy notice. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-band text-band-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="font-display text-lg font-bold">{company.name}</p>
          <p className="mt-2 text-sm opacity-90">{company.tagline}</p>
          <p className="mt-2 text-sm opacity-90">
            Founded {company.foundedYear} in {company.foundedIn}.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 text-sm md:col-span-2">
          <div>
            <h2 className="font-semibold">Explore</h2>
            <ul className="mt-2 grid gap-2">
              {footerNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-semibold">Work with us</h2>
            <ul className="mt-2 grid gap-2">
              {workWithUsNav.map((item) =>
                "external" in item ? (
                  // The feed is a file, not a page of the app: a plain link, so the router does not take it.
                  <li key={item.to}>
                    <a href={item.to} type="application/rss+xml" className={linkClass}>
                      {item.label}
                    </a>
                  </li>
                ) : (
                  <li key={item.to}>
                    <Link to={item.to} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </div>
        </nav>
        <div className="text-sm">
          <p>
            <a href={contact.phoneHref} className={linkClass}>
              {contact.phone}
            </a>
          </p>
          <p className="opacity-90">{contact.hours}</p>
          <p className="mt-2 opacity-90">{offices.map((o) => o.name).join(" · ")}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <SubscribeBox id="footer-subscribe" tone="band" className="max-w-xl" />
      </div>
      {/* Room below the last line for the floating chat launcher (and the cart on phones), so the end
          of every page can be scrolled clear of them. */}
      <p className="border-t border-white/15 px-4 pt-4 pb-44 text-center text-sm opacity-90 md:pb-24">
        {/* A prerendered page may be read in a later year than it was built: the browser's year wins. */}© {company.foundedYear}–
        <span suppressHydrationWarning>{year}</span> {company.legalName}. All rights reserved.{" "}
        <Link to={paths.privacy} className="underline underline-offset-4">
          Privacy Notice
        </Link>
      </p>
    </footer>
  );
}
