import { describe, expect, it } from "vitest";
import { visitorNetwork } from "./visitor-network";

describe("visitorNetwork", () => {
  it("counts an IPv6 visitor by the /64 every home and server is handed whole", () => {
    const one = visitorNetwork("2001:db8:1:2::1");
    expect(one).toBe("2001:db8:1:2::/64");
    // Any other address of the same /64, however it is written, is the same visitor.
    for (const other of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:2", "2001:DB8:1:2:a:b:c:d"])
      expect(visitorNetwork(other)).toBe(one);
    expect(visitorNetwork("2001:db8:1:3::1")).not.toBe(one);
    expect(visitorNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(visitorNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
  it("reads an IPv4 address the same whether or not it comes mapped into IPv6", () => {
    expect(visitorNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(visitorNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(visitorNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });
  it("keeps the machine's own address as it is, so loopback stays recognisable", () => {
    expect(visitorNetwork("::1")).toBe("::1");
    expect(visitorNetwork("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(visitorNetwork("127.0.0.1")).toBe("127.0.0.1");
  });
  it("leaves anything else as it came", () => {
    expect(visitorNetwork("")).toBe("");
    expect(visitorNetwork("not an address")).toBe("not an address");
  });
});
