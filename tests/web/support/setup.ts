import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { queryClient } from "#web/lib/query-client.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The site has one query client (web/src/lib/query-client.ts); each test starts with an empty cache.
  queryClient.clear();
});
