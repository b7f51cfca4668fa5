/**
 * The merch cart as a visitor meets it: merging, the per-line cap, surviving a reload (browser
 * storage), each card's own choices, the drawer (Escape returns focus), and 'Request Order'
 * posting the lines — without prices — then emptying the cart. The network is stubbed at fetch.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { addLine, CART_KEY, cartCount, cartStore, cartSubtotalCents, readCart, type CartLine } from "#web/features/merch/cart-store.ts";
import { CustomQuoteForm } from "#web/features/merch/custom-quote-form.tsx";
import MerchPage from "#web/features/merch/merch-page.tsx";

const hoodie: CartLine = { itemId: "dragon-crest-hoodie", color: "celtic-green", size: "l", quantity: 2 };

beforeEach(() => {
  cartStore.reload();
});

describe("cart rules", () => {
  it("merges the same item and options into one line and keeps different options apart", () => {
    let { cart, result } = addLine([], hoodie);
    expect(result).toBe("added");
    ({ cart, result } = addLine(cart, { ...hoodie, quantity: 1 }));
    expect(result).toBe("merged");
    expect(cart).toEqual([{ ...hoodie, quantity: 3 }]);
    ({ cart } = addLine(cart, { ...hoodie, size: "xl", quantity: 1 }));
    expect(cart).toHaveLength(2);
    expect(cartCount(cart)).toBe(4);
  });

  it("caps a line at 5 and says so", () => {
    const { cart, result } = addLine([{ ...hoodie, quantity: 4 }], { ...hoodie, quantity: 3 });
    expect(result).toBe("capped");
    expect(cart).toEqual([{ ...hoodie, quantity: 5 }]);
  });

  it("holds at most 20 lines", () => {
    let cart: CartLine[] = [];
    const tee = ["s", "m", "l", "xl", "xxl"];
    const colours = ["celtic-green", "irish-cream", "stone-charcoal"];
    for (const size of tee)
      for (const color of colours) cart = addLine(cart, { itemId: "dragon-crest-tee", color, size, quantity: 1 }).cart;
    for (const size of tee) cart = addLine(cart, { itemId: "dragon-crest-hoodie", color: "celtic-green", size, quantity: 1 }).cart;
    expect(cart).toHaveLength(20);
    const { cart: after, result } = addLine(cart, { itemId: "legacy-crest-mug", color: "matte-finish", size: "standard", quantity: 1 });
    expect(result).toBe("full");
    expect(after).toHaveLength(20);
  });

  it("adds up the subtotal in cents", () => {
    expect(
      cartSubtotalCents([
        { ...hoodie, quantity: 3 },
        { itemId: "hard-hat-decal-pack", color: "matte-finish", size: "standard", quantity: 1 },
      ]),
    ).toBe(3 * 6999 + 999);
  });

  it("survives a reload, dropping lines the catalogue no longer has", () => {
    cartStore.add(hoodie);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? "")).toEqual([hoodie]);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        hoodie,
        { itemId: "retired-scarf", color: "celtic-green", size: "m", quantity: 1 },
        { ...hoodie, color: "safety-yellow" },
        { ...hoodie, size: "m", quantity: 40 },
      ]),
    );
    expect(readCart()).toEqual([hoodie, { ...hoodie, size: "m", quantity: 5 }]);
    localStorage.setItem(CART_KEY, "{not json");
    expect(readCart()).toEqual([]);
  });
});

function renderPage(path = "/merch") {
  const router = createMemoryRouter(
    [
      {
        path: "/merch",
        element: (
          <>
            <MerchPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function card(name: string) {
  const heading = screen.getAllByRole("heading", { name }).at(-1);
  const article = heading?.closest("article");
  if (!article) throw new Error(`no card ${name}`);
  return within(article);
}

describe("the merch page's cart", () => {
  it("keeps each card's choices to itself and adds them to the cart", async () => {
    const user = userEvent.setup();
    renderPage();
    const tee = card("Dragon Crest Tee");
    const cap = card("Dragon Crest Snapback Cap");
    await user.selectOptions(tee.getByLabelText("Color"), "Stone Charcoal");
    await user.selectOptions(tee.getByLabelText("Size"), "X-Large");
    await user.selectOptions(tee.getByLabelText("Qty"), "3");
    expect(cap.getByLabelText("Color")).toHaveDisplayValue("Celtic Green");
    expect(cap.getByLabelText("Qty")).toHaveDisplayValue("1");
    await user.click(tee.getByRole("button", { name: /Add to Cart/ }));
    await user.click(cap.getByRole("button", { name: /Add to Cart/ }));
    expect(readCart()).toEqual([
      { itemId: "dragon-crest-tee", color: "stone-charcoal", size: "xl", quantity: 3 },
      { itemId: "dragon-crest-snapback", color: "celtic-green", size: "one-size", quantity: 1 },
    ]);
    expect(screen.getByRole("button", { name: /^Cart.*4 items/ })).toBeInTheDocument();
  });

  it("selects the collection from the URL and writes the chosen tab back", async () => {
    const user = userEvent.setup();
    const router = renderPage("/merch#field-collection");
    expect(screen.getByRole("tab", { name: /Contractor Gear/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Hi-Vis Safety Vest" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Heritage Series/ }));
    expect(router.state.location.search).toBe("?collection=heritage");
    expect(router.state.location.hash).toBe("");
    expect(screen.getByRole("heading", { name: "Aran Heritage Sweater" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: /Legacy Collection/ })).toHaveFocus();
    expect(router.state.location.search).toBe("?collection=legacy");
  });

  it("opens the drawer, changes and removes lines, and returns focus on Escape", async () => {
    cartStore.add(hoodie);
    cartStore.add({ itemId: "hard-hat-decal-pack", color: "glossy-finish", size: "standard", quantity: 1 });
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole("button", { name: /^Cart/ });
    await user.click(button);
    // The drawer's code is fetched when the cart has something in it (not in the first load).
    const drawer = within(await screen.findByRole("dialog", { name: "Your Cart" }));
    expect(drawer.getByTestId("cart-subtotal")).toHaveTextContent("$149.97");
    await user.selectOptions(drawer.getByLabelText(/Qty of Dragon Crest Hoodie/), "4");
    expect(drawer.getByTestId("cart-subtotal")).toHaveTextContent("$289.95");
    await user.click(drawer.getByRole("button", { name: /Remove Hard Hat Decal Pack/ }));
    expect(drawer.getByTestId("cart-subtotal")).toHaveTextContent("$279.96");
    expect(readCart()).toEqual([{ ...hoodie, quantity: 4 }]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("sends the cart as an order request and empties it on success", async () => {
    cartStore.add(hoodie);
    const calls: Record<string, unknown>[] = [];
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: /^Cart/ }));
    const form = within(screen.getByRole("form", { name: "Order request form" }));
    await user.click(form.getByRole("button", { name: "Request Order" }));
    expect(await form.findByText("Name must be at least 2 characters.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(form.getByLabelText(/Contact Name/), "Ciarán Walsh");
    await user.type(form.getByLabelText(/Email/), "ciaran@example.com");
    await user.click(form.getByRole("button", { name: "Request Order" }));
    expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(calls[0]).toMatchObject({ kind: "order", contactName: "Ciarán Walsh", lines: [hoodie] });
    expect(JSON.stringify(calls[0])).not.toMatch(/price|Cents/i);
    // The send carries the form's idempotency key (ADR 302).
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => answer(new Response(JSON.stringify({ id: 7, reference: "KB-M-3X0JRT6" }), { status: 201 })));
    // The drawer stays with the order's confirmation (ADR 303); the cart is emptied.
    const confirmation = within(await screen.findByRole("region", { name: "Order Request Sent" }));
    expect(confirmation.getByText("KB-M-3X0JRT6")).toBeInTheDocument();
    expect(confirmation.getByText("Subtotal")).toBeInTheDocument();
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    await user.click(confirmation.getByRole("button", { name: "Continue Shopping" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    vi.unstubAllGlobals();
  });
});

describe("the custom quote form", () => {
  it("asks for requirements, then keeps the values and shows the error toast when sending fails", async () => {
    const calls: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ message: "Boom" }), { status: 503 });
      }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CustomQuoteForm />
        <Toaster />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Contact Name/), "Maeve Gallagher");
    await user.type(screen.getByLabelText(/Email/), "maeve@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByText("Please describe your requirements or add items to your cart.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Requirements/), "Forty hi-vis vests with our logo.");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect((await screen.findAllByText("There was a problem sending your quote request. Please try again.")).length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ kind: "custom", lines: [], requirements: "Forty hi-vis vests with our logo." });
    expect(screen.getByLabelText(/Contact Name/)).toHaveValue("Maeve Gallagher");
    vi.unstubAllGlobals();
  });

  it("builds a bulk quote from the cart: sizes and quantities past five, then a confirmation listing them", async () => {
    cartStore.add({ ...hoodie, quantity: 2 });
    const calls: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ id: 7, reference: "KB-M-TEST123" }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CustomQuoteForm />
        <Toaster />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Add the 2 pieces in your cart" }));
    const block = screen.getByRole("group", { name: /Dragon Crest Hoodie/ });
    expect(within(block).getByRole("spinbutton", { name: "Large" })).toHaveValue(2);
    const medium = within(block).getByRole("spinbutton", { name: "Medium" });
    await user.clear(medium);
    await user.type(medium, "38");
    expect(within(block).getByText(/40 pieces/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Contact Name/), "Maeve Gallagher");
    await user.type(screen.getByLabelText(/Email/), "maeve@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByText("KB-M-TEST123")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      kind: "custom",
      requirements: null,
      bulkLines: [
        { itemId: "dragon-crest-hoodie", color: "celtic-green", size: "l", quantity: 2 },
        { itemId: "dragon-crest-hoodie", color: "celtic-green", size: "m", quantity: 38 },
      ],
    });
    expect(
      screen.getByText("2 × Dragon Crest Hoodie (Celtic Green, Large); 38 × Dragon Crest Hoodie (Celtic Green, Medium)"),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
