import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Header } from "#web/components/layout/header.tsx";
import { ThemeProvider } from "#web/components/layout/theme-provider.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [{ path: "*", element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

describe("header", () => {
  it("lists the spec's links with 'New' on Merchandise and highlights the current route", () => {
    renderAt("/calculators");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/", "/about", "/services", "/calculators", "/blog", "/merch", "/contact"]);
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/services");
    expect(within(nav).getByRole("link", { name: /Merchandise/ })).toHaveTextContent("New");
    expect(within(nav).getByRole("link", { name: "Calculators" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("highlights a section for its sub-pages (a post under Blog)", () => {
    renderAt("/blog/some-post");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  it("has a 'Get Estimate' link to /contact", () => {
    renderAt("/");
    expect(screen.getAllByRole("link", { name: "Get Estimate" })[0]).toHaveAttribute("href", "/contact");
  });

  it("has a mobile menu the browser opens itself (a popover), with the links and the theme buttons", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The popover's opening and closing are the browser's: tests/e2e/foundation.spec.ts and taps.spec.ts.
    const menu = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu).toHaveAttribute("aria-label", "Mobile");
    expect(within(menu as HTMLElement).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(within(menu as HTMLElement).getByRole("button", { name: "Dark theme" })).toHaveAttribute("data-theme-choice", "dark");
  });
});
