/**
 * Which client an address stands for, as a rate-limit key. An IPv6 client is given at least a /64
 * and can pick any address inside it, so it is keyed by its /64; an IPv4 client (also written as
 * IPv4-mapped IPv6, `::ffff:a.b.c.d`) by its address. Parsed by hand because workerd has no
 * `net.isIP`; anything that is not an address is kept apart under "other:".
 */

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((p) => OCTET.test(p)) ? parts.map(Number) : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function parseIpv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      // A dotted IPv4 tail is the last 32 bits (::ffff:1.2.3.4).
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? "");
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/** "2001:db8:1:2::/64" for any address in that /64; "203.0.113.7" for IPv4; "other:…" otherwise. */
export function clientAddressKey(address: string): string {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (parseIpv4(text)) return text;
  const groups = parseIpv6(text);
  if (!groups) return `other:${address.trim()}`;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join(".");
  // Shortest form of the prefix: a trailing run of zero groups folds into the "::".
  const prefix = groups.slice(0, 4).map((g) => g.toString(16));
  while (prefix.length > 0 && prefix[prefix.length - 1] === "0") prefix.pop();
  return `${prefix.join(":")}::/64`;
}

/**
 * True for an address of this machine's loopback interface (127.0.0.0/8, ::1, or IPv4-mapped
 * 127.x); false for anything else, unreadable text included.
 */
export function isLoopbackAddress(address: string): boolean {
  const key = clientAddressKey(address);
  if (parseIpv4(key)) return key.startsWith("127.");
  const groups = parseIpv6(address.trim().replace(/^\[(.*)\]$/, "$1"));
  return groups !== null && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}
