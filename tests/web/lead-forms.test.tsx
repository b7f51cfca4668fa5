/**
 * The five lead forms as a visitor meets them : field messages on an
 * invalid submit, the busy label while the call is pending, reset and success toast afterwards,
 * values kept and the destructive toast on failure. The network is stubbed at fetch.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { AffiliateRegistrationForm } from "#web/features/affiliates/affiliate-registration-form.tsx";
import { ProjectIntakeForm } from "#web/features/clients/project-intake-form.tsx";
import { ContactForm } from "#web/features/contact/contact-form.tsx";
import { ContractorApplicationForm } from "#web/features/contractors/contractor-application-form.tsx";
import { PartnerRequestForm } from "#web/features/partners/partner-request-form.tsx";

interface Deferred {
  resolve: (response: Response) => void;
  calls: { url: string; body: Record<string, unknown> }[];
}

/** A fetch that answers when the test says so, recording what was sent. */
function stubFetch(): Deferred {
  const deferred: Deferred = { resolve: () => undefined, calls: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      deferred.calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Promise<Response>((resolve) => {
        deferred.resolve = resolve;
      });
    }),
  );
  return deferred;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The form on a page whose address holds a prefill (a calculator's quote link), as a visitor meets it. */
function renderForm(form: ReactElement) {
  return render(
    <MemoryRouter initialEntries={["/contact?inquiryType=solar"]}>
      {form}
      <Toaster />
      <Address />
    </MemoryRouter>,
  );
}

/** The page's address as the router holds it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function type(user: UserEvent, label: RegExp, text: string) {
  await user.type(field(label), text);
}

interface FormCase {
  name: string;
  element: () => ReactElement;
  path: string;
  button: string;
  busy: string;
  /** Fills every required field validly. */
  fill: (user: UserEvent) => Promise<void>;
  /** A field the test checks is kept after failure and cleared after success. */
  kept: RegExp;
  keptValue: string;
  messages: string[];
  successTitle: string;
  successText: RegExp;
  failureText: string;
  answer?: unknown;
}

const cases: FormCase[] = [
  {
    name: "contact",
    element: () => <ContactForm />,
    path: "/api/contact",
    button: "Send Message",
    busy: "Sending...",
    fill: async (user) => {
      await type(user, /^First Name/, "Aoife");
      await type(user, /^Last Name/, "Brennan");
      await type(user, /^Email/, "aoife@example.com");
      await user.selectOptions(field(/^Inquiry Type/), "solar");
      await type(user, /^Message/, "A quote for a rooftop array, please.");
    },
    kept: /^First Name/,
    keptValue: "Aoife",
    messages: [
      "First name must be at least 2 characters.",
      "Last name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please select an inquiry type.",
      "Message must be at least 10 characters.",
    ],
    successTitle: "Message Sent",
    successText: /Thank you for your inquiry\. We will be in touch shortly\./,
    failureText: "There was a problem sending your message. Please try again.",
  },
  {
    name: "project request",
    element: () => <ProjectIntakeForm />,
    path: "/api/clients",
    button: "Submit Project Request",
    busy: "Submitting...",
    fill: async (user) => {
      await type(user, /^Full Name/, "Rachel Whitfield");
      await type(user, /^Email/, "rachel@example.com");
      await type(user, /^Phone/, "+1 303 555 0199");
      await user.selectOptions(field(/^Project Type/), "general");
      await type(user, /^Project Location/, "Pueblo, Colorado");
    },
    kept: /^Project Location/,
    keptValue: "Pueblo, Colorado",
    messages: [
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "Please select a project type.",
      "Please enter a project location.",
    ],
    successTitle: "Project Request Submitted",
    successText: /Thank you for submitting your project details\. Our team will review and contact you shortly\./,
    failureText: "There was a problem submitting your project details. Please try again.",
  },
  {
    name: "contractor application",
    element: () => <ContractorApplicationForm />,
    path: "/api/contractors",
    button: "Submit Application",
    busy: "Submitting...",
    fill: async (user) => {
      await type(user, /^Full Name/, "Seamus Doyle");
      await type(user, /^Email/, "seamus@example.com");
      await type(user, /^Phone/, "+353 1 555 0111");
      await type(user, /^Trade or Specialty/, "Electrician");
      // keyboard path: search, Enter adds the first match
      await user.type(screen.getByRole("searchbox", { name: "Search service areas" }), "ire{Enter}");
      await type(user, /^Experience/, "Twelve years of commercial electrical work.");
      await user.click(field(/accept the contractor network terms/));
    },
    kept: /^Trade or Specialty/,
    keptValue: "Electrician",
    messages: [
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "Please specify your trade or specialty.",
      "Please select at least one service area.",
      "Please describe your experience.",
      "You must accept the terms and conditions.",
    ],
    successTitle: "Application Submitted",
    successText: /review your application/,
    failureText: "There was a problem submitting your application. Please try again.",
  },
  {
    name: "partner request",
    element: () => <PartnerRequestForm />,
    path: "/api/partners",
    button: "Submit Partnership Request",
    busy: "Submitting...",
    fill: async (user) => {
      await type(user, /^Organization Name/, "Glenmore Power");
      await user.selectOptions(field(/^Organization Type/), "manufacturer");
      await type(user, /^Email/, "channel@glenmore.example");
      await type(user, /^Phone/, "+353 21 555 0142");
      await type(user, /^Tell Us About Your Organization/, "We make inverters for commercial solar.");
    },
    kept: /^Organization Name/,
    keptValue: "Glenmore Power",
    messages: [
      "Name must be at least 2 characters.",
      "Please select an organization type.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "Description must be at least 10 characters.",
    ],
    successTitle: "Partnership Request Submitted",
    successText: /review your request and contact you/,
    failureText: "There was a problem submitting your partnership request. Please try again.",
  },
  {
    name: "affiliate registration",
    element: () => <AffiliateRegistrationForm />,
    path: "/api/affiliates",
    button: "Register as Affiliate",
    busy: "Registering...",
    fill: async (user) => {
      await type(user, /^Full Name/, "Siobhán Kelly");
      await type(user, /^Email/, "siobhan@example.com");
      await type(user, /^Phone/, "+353 21 555 0177");
      await user.click(field(/accept the affiliate program terms/));
    },
    kept: /^Full Name/,
    keptValue: "Siobhán Kelly",
    messages: [
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "You must accept the terms and conditions.",
    ],
    successTitle: "Affiliate Registration Successful",
    successText: /Welcome to the affiliate program! Your referral code has been generated\. Your code: K7M2P9XQ/,
    failureText: "There was a problem registering for the affiliate program. Please try again.",
    answer: { id: 7, referralCode: "K7M2P9XQ" },
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(cases)("the $name form", (c) => {
  it("marks every required field with an asterisk and shows the spec's messages on an empty submit", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(c.element());
    await user.click(screen.getByRole("button", { name: c.button }));
    for (const message of c.messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    const required = Array.from(document.querySelectorAll("[aria-required='true']"));
    expect(required.length).toBeGreaterThan(0);
    for (const control of required) {
      const label = control.id ? document.querySelector(`label[for="${control.id}"]`) : null;
      expect(label?.textContent).toMatch(/\*$/);
    }
  });

  it("shows its busy label while sending, then the success toast and a confirmation that stays, and an empty form on request", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(c.element());
    await c.fill(user);
    await user.click(screen.getByRole("button", { name: c.button }));
    const busy = await screen.findByRole("button", { name: c.busy });
    expect(busy).toBeDisabled();
    expect(fetch.calls[0]?.url).toBe(c.path);
    await act(async () => fetch.resolve(json(201, { id: 1, reference: "KB-C-3X0JRT6", ...(c.answer as object | undefined) })));
    // Radix also announces the toast in a live region, hence "all".
    expect((await screen.findAllByText(c.successTitle))[0]).toBeVisible();
    expect(screen.getAllByText(c.successText)[0]).toBeVisible();
    // The confirmation takes the form's place and stays: reference, what was sent, what comes next.
    const confirmation = screen.getByRole("region", { name: c.successTitle });
    expect(within(confirmation).getByText("KB-C-3X0JRT6")).toBeVisible();
    expect(confirmation).toHaveTextContent(c.keptValue);
    expect(within(confirmation).getByText("What happens next")).toBeVisible();
    expect(within(confirmation).getByRole("heading", { name: c.successTitle })).toHaveFocus();
    expect(screen.queryByRole("button", { name: c.button })).toBeNull();
    // The prefill is dropped from the address, so a reload or Back cannot fill the form again.
    expect(screen.getByTestId("address")).toHaveTextContent(/^\/contact$/);
    await user.click(within(confirmation).getByRole("button", { name: /^(Send|Request|Register) another/ }));
    await waitFor(() => expect(field(c.kept)).toHaveValue(""));
    expect(screen.getByRole("button", { name: c.button })).toBeEnabled();
  });

  it("keeps the values and shows the destructive toast when the call fails", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(c.element());
    await c.fill(user);
    await user.click(screen.getByRole("button", { name: c.button }));
    await act(async () => fetch.resolve(json(500, { message: "Something went wrong." })));
    expect((await screen.findAllByText(c.failureText))[0]).toBeVisible();
    expect(screen.getAllByText("Error")[0]).toBeVisible();
    expect(field(c.kept)).toHaveValue(c.keptValue);
    expect(screen.getByRole("button", { name: c.button })).toBeEnabled();
  });

  it("shows the server's message when the visitor is rate limited", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(c.element());
    await c.fill(user);
    await user.click(screen.getByRole("button", { name: c.button }));
    await act(async () => fetch.resolve(json(429, { message: "Too many requests. Please wait a minute and try again." })));
    expect((await screen.findAllByText("Too many requests. Please wait a minute and try again."))[0]).toBeVisible();
    expect(field(c.kept)).toHaveValue(c.keptValue);
  });
});

describe("the affiliate form after success", () => {
  it("keeps the referral code on screen", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(<AffiliateRegistrationForm />);
    await cases[4]!.fill(user);
    await user.click(screen.getByRole("button", { name: "Register as Affiliate" }));
    await act(async () => fetch.resolve(json(201, { id: 7, referralCode: "K7M2P9XQ", reference: "KB-A-0000007" })));
    // The code stays in the page after the toast has gone (exact text: the toast's sentence differs).
    expect(await screen.findByText("K7M2P9XQ")).toBeVisible();
  });
});

describe("the contractor service areas", () => {
  it("filter as the visitor types, tick by keyboard, and are sent as a list", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderForm(<ContractorApplicationForm />);
    const search = screen.getByRole("searchbox", { name: "Search service areas" });
    await user.type(search, "new");
    const boxes = screen.getAllByRole("checkbox").filter((box) => box.closest("label")?.textContent?.startsWith("New"));
    expect(boxes.map((b) => b.closest("label")?.textContent)).toEqual(["New Hampshire", "New Jersey", "New Mexico", "New York"]);
    expect(screen.queryByLabelText("Texas")).toBeNull();
    await user.clear(search);
    await user.type(search, "ireland{Enter}");
    expect(screen.getByRole("button", { name: "Remove Ireland" })).toBeInTheDocument();
    await user.click(screen.getByLabelText("Texas"));
    expect(screen.getByText("2 selected.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Ireland" }));
    expect(screen.getByText("1 selected.")).toBeInTheDocument();
    await type(user, /^Full Name/, "Seamus Doyle");
    await type(user, /^Email/, "seamus@example.com");
    await type(user, /^Phone/, "+353 1 555 0111");
    await type(user, /^Trade or Specialty/, "Electrician");
    await type(user, /^Experience/, "Twelve years of commercial electrical work.");
    await user.click(field(/accept the contractor network terms/));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]?.body.states).toEqual(["Texas"]);
  });
});
