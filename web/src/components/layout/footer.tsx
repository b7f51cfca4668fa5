import { Link } from "react-router";
import { paths } from "#contract/routes.ts";
import { company, contact, footerNav, offices } from "#content/site.ts";

/** Site footer: the spec's links, the founding year and the current year, and the privacy notice. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold">{company.name}</p>
          <p className="mt-2 text-sm opacity-90">{company.tagline}</p>
          <p className="mt-2 text-sm opacity-90">
            Founded {company.foundedYear} in {company.foundedIn}.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            <a href={contact.phoneHref} className="underline-offset-4 hover:underline">
              {contact.phone}
            </a>
          </p>
          <p className="opacity-90">{contact.hours}</p>
          <p className="mt-2 opacity-90">{offices.map((o) => o.name).join(" · ")}</p>
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm opacity-90">
        {/* A prerendered page may be read in a later year than it was built: the browser's year wins. */}© {company.foundedYear}–
        <span suppressHydrationWarning>{year}</span> {company.legalName}. All rights reserved.{" "}
        <Link to={paths.privacy} className="underline underline-offset-4">
          Privacy Notice
        </Link>
      </p>
    </footer>
  );
}
