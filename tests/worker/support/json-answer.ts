import { expect } from "vitest";

/** An answer's JSON body once its status is the one expected (the body is shown when it is not). */
export async function jsonAnswer<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
