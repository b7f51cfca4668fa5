import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { expect, test } from "./support/fixtures";

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

// The local admin sign-in trusts requests from this machine, so the local server must not be
// reachable from any other: it listens on loopback only (worker/access/config.ts, ADR 181).
test("the local server accepts connections on loopback only", async ({ baseURL }) => {
  const port = Number(new URL(baseURL ?? "").port);
  expect(await accepts("127.0.0.1", port)).toBe(true);
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && !a.address.startsWith("fe80:"))
    .map((a) => a?.address ?? "");
  for (const address of external) expect(await accepts(address, port), `reachable on ${address}:${port}`).toBe(false);
});
