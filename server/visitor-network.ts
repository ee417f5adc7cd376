import net from "node:net";

/**
 * The network a visitor counts as for the shop's limits per address (orders, registrations,
 * coupon guesses, contact forms, reviews, likes, login attempts). An IPv4 address is one visitor;
 * an IPv6 visitor is handed a whole /64 at least (a home line, a rented server), and can send each
 * request from a new address in it, so one address per visitor would make every limit worthless
 * over IPv6: the /64 is counted instead. An IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`, as a
 * dual-stack socket reports it) is read as itself; the loopback address `::1` stays as it is.
 */
export function visitorNetwork(address: string): string {
  const zoneless = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(zoneless);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (!net.isIPv6(zoneless) || zoneless === "::1") return address;
  return `${expandIPv6(zoneless).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros, in lower case. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split("::");
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const toGroups = (parts: string[]) =>
    parts.flatMap((p) => {
      // An IPv4 tail (::1.2.3.4) holds the last two groups.
      if (!p.includes(".")) return [p];
      const [a, b, c, d] = p.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const first = toGroups(groupsOf(head));
  const last = toGroups(groupsOf(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill("0");
  return [...first, ...zeros, ...last].map((g) => parseInt(g, 16).toString(16));
}
