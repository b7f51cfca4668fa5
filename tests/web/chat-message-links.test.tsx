/**
 * Links in an assistant answer: only this site's own paths become in-app links; anything a browser
 * would send to another host ("//host", "/\host", which browsers read as "//host") stays text.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageText } from "#web/features/chat/message-text.tsx";

function renderAnswer(target: string) {
  render(
    <MemoryRouter>
      <p data-testid="answer">
        <MessageText text={`See [the page](${target}) for more.`} />
      </p>
    </MemoryRouter>,
  );
  return screen.getByTestId("answer");
}

describe("links in an assistant answer", () => {
  it.each(["/contact", "/projects/3?x=1#y", "/", "/calculators#solar-roi"])("%s becomes a link of this site", (target) => {
    const answer = renderAnswer(target);
    const link = screen.getByRole("link", { name: "the page" });
    expect(link.getAttribute("href")).toBe(target);
    expect(link.hasAttribute("target")).toBe(false);
    expect(answer.textContent).toBe("See the page for more.");
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example/x",
    "/\\/evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "http://evil.example/",
    "evil.example",
  ])("%s stays text", (target) => {
    const answer = renderAnswer(target);
    expect(screen.queryByRole("link")).toBeNull();
    expect(answer.textContent).toBe(`See [the page](${target}) for more.`);
  });

  it("opens https links of other sites in a new tab without a handle on this window", () => {
    renderAnswer("https://example.org/page");
    const link = screen.getByRole("link", { name: "the page" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
