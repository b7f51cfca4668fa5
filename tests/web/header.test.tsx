import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

  it("opens the mobile menu and closes it when a link is followed", async () => {
    const router = renderAt("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(within(menu).getByRole("link", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });
});
