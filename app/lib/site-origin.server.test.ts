import { afterEach, describe, expect, it } from "vitest";
import { env } from "./env.server";
import { mailOrigin, siteOrigin } from "./site-origin.server";

const requestTo = (url: string) => new Request(url);

describe("the origin of links", () => {
  const publicUrl = env.publicUrl;
  afterEach(() => {
    env.publicUrl = publicUrl;
  });

  it("in mails is PUBLIC_URL's when it is set, whatever host the request named", () => {
    env.publicUrl = "https://shop.example/some/path";
    expect(mailOrigin(requestTo("http://evil.example/my-account/lost-password/"))).toBe("https://shop.example");
  });

  it("in mails is never a host a request chose, without PUBLIC_URL", () => {
    env.publicUrl = "";
    for (const url of [
      "http://evil.example/",
      "https://evil.example:8443/x",
      "http://10.0.0.5:3000/",
      "http://127.0.0.1.evil.example/",
    ])
      expect(mailOrigin(requestTo(url)), url).toBe(`http://localhost:${env.port}`);
  });

  it("in mails is the request's own when it names this machine, without PUBLIC_URL", () => {
    env.publicUrl = "";
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3917", "http://[::1]:3000"])
      expect(mailOrigin(requestTo(`${origin}/newsletter/subscribe/`))).toBe(origin);
  });

  it("in pages is the request's own without PUBLIC_URL: the page goes back to its sender only", () => {
    env.publicUrl = "";
    expect(siteOrigin(requestTo("http://shop.example:8080/shop/"))).toBe("http://shop.example:8080");
  });
});
