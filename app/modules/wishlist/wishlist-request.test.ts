import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { wishlistAddPath } from "~/lib/hrefs";
import { failedWishlistPageAnswer, sendToWishlist } from "./wishlist-request";

function answerWith(response: () => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("sendToWishlist", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the form to the add address as a background request and passes the answer on", async () => {
    const answer = { status: true, msg: "Hoodie added to Wishlist" };
    const fetch = answerWith(async () => Response.json(answer));
    const form = new FormData();
    form.set("product_id", "7");
    await expect(sendToWishlist(form)).resolves.toEqual(answer);
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe(wishlistAddPath);
    expect((init.body as FormData).get("_js")).toBe("1");
  });

  it("passes a refusal on with the server's words", async () => {
    const refusal = { status: false, msg: "This wishlist is full." };
    answerWith(async () => Response.json(refusal, { status: 409 }));
    await expect(sendToWishlist(new FormData())).resolves.toEqual(refusal);
  });

  it("says the visitor is probably offline when the network fails", async () => {
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(sendToWishlist(new FormData())).resolves.toEqual({
      status: false,
      msg: backgroundRequestMessages.offline,
    });
  });

  it("says an unknown error occurred when the server answers with its error page", async () => {
    answerWith(async () => new Response("<!DOCTYPE html><title>Error</title>", { status: 500 }));
    await expect(sendToWishlist(new FormData())).resolves.toEqual({
      status: false,
      msg: backgroundRequestMessages.unknownError,
    });
  });
});

describe("failedWishlistPageAnswer", () => {
  it("refuses with the reason", () => {
    expect(failedWishlistPageAnswer("offline")).toEqual({ ok: false, message: backgroundRequestMessages.offline });
    expect(failedWishlistPageAnswer("failed")).toEqual({ ok: false, message: backgroundRequestMessages.unknownError });
  });
});
