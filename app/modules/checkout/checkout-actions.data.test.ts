import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import { accountMessages } from "~/modules/account/account.messages";
import { REGISTRATION_ADDRESS_LIMIT } from "~/modules/account/account.server";
import { passwordProblemMessage } from "~/modules/account/password-rules";
import { addToCart, getCart } from "~/modules/cart/cart.server";
import { billing, seedCartCatalog, sessionRef } from "~/modules/cart/test-fixtures";
import { handleCheckoutAction } from "./checkout-actions.server";
import { shownOrderKey } from "./shown-order";

/** Place order with "Create an account?", as any client can send it, from one network address. */
describe.each(testDatabaseKinds)("accounts made at checkout on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const placeWithAccount = async (
    cookie: string,
    i: number,
    sender: string,
    change: { billing_email?: string; account_password?: string } = {},
  ) => {
    const body = new URLSearchParams({
      intent: "place-order",
      checkout_token: `token-${i}`,
      billing_first_name: "Ann",
      billing_last_name: "Lee",
      billing_email: `ann${i}@example.com`,
      billing_phone: "5551234567",
      billing_country: "US",
      billing_address_1: "1 Main St",
      billing_city: "Town",
      billing_state: "CA",
      billing_postcode: "90210",
      payment_method: "cod",
      terms: "on",
      createaccount: "1",
      account_password: "a long pass phrase 42",
      ...change,
    });
    const request = new Request("http://shop.test/checkout/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    return (await handleCheckoutAction(t.db, request, sender)) as unknown as {
      init: ResponseInit | null;
      data: unknown;
    };
  };

  it("asks for an account only as often as a registration may, before the slow password hash", async () => {
    const { setCookie } = await openSession(t.db, { address: "192.0.2.1" });
    const cookie = setCookie.split(";")[0];
    // An empty cart: each order is refused, after its password was hashed and its account asked for.
    for (let i = 0; i < REGISTRATION_ADDRESS_LIMIT.max; i++)
      expect((await placeWithAccount(cookie, i, "198.51.100.70")).init?.status).toBe(409);
    const refused = await placeWithAccount(cookie, 99, "198.51.100.70");
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ errors: { form: accountMessages.registrationLimit } });
    expect((await placeWithAccount(cookie, 100, "198.51.100.71")).init?.status).toBe(409);
  });

  it("refuses a password that is the username the account would get, a number added when it is taken", async () => {
    await t.db
      .insertInto("customers")
      .values({
        username: "streamqueen",
        email: "someone.else@example.com",
        password_hash: "x",
        first_name: "",
        last_name: "",
        role: "customer",
        shop_url: null,
        vendor_status: "",
        billing_json: "{}",
        shipping_json: "{}",
        created_at: new Date().toISOString(),
      })
      .execute();
    const { setCookie } = await openSession(t.db, { address: "192.0.2.1" });
    const cookie = setCookie.split(";")[0];
    // streamqueen@example.org is not registered, but its username is taken: the account would be streamqueen2.
    const change = { billing_email: "streamqueen@example.org", account_password: "StreamQueen2" };
    const refused = await placeWithAccount(cookie, 200, "198.51.100.72", change);
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { account_password: passwordProblemMessage("like-name") } });
  });
});

/** Place order as the browser sends it, with where the visit came from in its hidden fields. */
describe.each(testDatabaseKinds)("where a visit came from, sent with Place order, on %s", (kind) => {
  let t: TestDatabase;
  let glitchAlertPack: number;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    glitchAlertPack = (await seedCartCatalog(t.db)).alerts;
  });
  afterAll(() => t.cleanup());

  it("never refuses the order for a long landing address, and keeps its start", async () => {
    const { id, setCookie } = await openSession(t.db, { address: "192.0.2.30" });
    const added = await addToCart(t.db, sessionRef(id), {
      productId: glitchAlertPack,
      variationId: null,
      quantity: "1",
      choice: {},
    });
    expect(added.ok).toBe(true);
    const cart = await getCart(t.db, id);
    // An advertisement's link: the shop's address with a long tracking parameter.
    const landing = `http://shop.test/?utm_source=newsletter&utm_content=${"spring-sale-".repeat(200)}`;
    const body = new URLSearchParams({
      intent: "place-order",
      checkout_token: cart.checkoutToken!,
      shown_order: shownOrderKey(cart),
      ...billing,
      payment_method: "cod",
      terms: "on",
      wc_order_attribution_source_type: "utm",
      wc_order_attribution_utm_source: "newsletter",
      wc_order_attribution_session_entry: landing,
    });
    const request = new Request("http://shop.test/checkout/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: setCookie.split(";")[0] },
    });
    const answer = (await handleCheckoutAction(t.db, request, "192.0.2.30")) as Response | { data: unknown };
    expect(answer instanceof Response ? answer.status : answer.data).toBe(303);

    const order = await t.db
      .selectFrom("orders")
      .select(["attribution_source_type", "attribution_utm_source", "attribution_session_entry"])
      .where("checkout_token", "=", cart.checkoutToken!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      attribution_source_type: "utm",
      attribution_utm_source: "newsletter",
      attribution_session_entry: landing.slice(0, 500),
    });
  });
});

/** Without JavaScript the coupon's field and button are part of the checkout form. */
describe.each(testDatabaseKinds)("a coupon sent with the checkout form, on %s", (kind) => {
  let t: TestDatabase;
  let glitchAlertPack: number;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    glitchAlertPack = (await seedCartCatalog(t.db)).alerts;
  });
  afterAll(() => t.cleanup());

  const send = async (cookie: string, fields: Record<string, string>) => {
    const request = new Request("http://shop.test/checkout/", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    return (await handleCheckoutAction(t.db, request, "192.0.2.40")) as unknown as {
      init: ResponseInit | null;
      data: unknown;
    };
  };

  it("applies the code, places nothing, and answers with what was typed (never the password)", async () => {
    const { id, setCookie } = await openSession(t.db, { address: "192.0.2.40" });
    const cookie = setCookie.split(";")[0];
    await addToCart(t.db, sessionRef(id), { productId: glitchAlertPack, variationId: null, quantity: "1", choice: {} });
    const cart = await getCart(t.db, id);
    const form = {
      checkout_token: cart.checkoutToken!,
      shown_order: shownOrderKey(cart),
      billing_first_name: "Ada",
      order_comments: "Ring twice",
      createaccount: "1",
      account_password: "a long pass phrase 42",
    };

    const applied = await send(cookie, { ...form, intent: "apply-coupon", coupon_code: " stream10 " });
    expect(applied.data).toMatchObject({ ok: true, intent: "apply-coupon" });
    const values = (applied.data as { values: Record<string, string> }).values;
    expect(values).toMatchObject({ billing_first_name: "Ada", order_comments: "Ring twice", createaccount: "1" });
    expect(values).not.toHaveProperty("account_password");
    expect((await getCart(t.db, id)).coupons.map((c) => c.code)).toEqual(["STREAM10"]);

    // Its Remove button is sent with the form, the code under remove_coupon.
    const removed = await send(cookie, { ...form, remove_coupon: "STREAM10", coupon_code: "" });
    expect(removed.data).toMatchObject({ ok: true, intent: "remove-coupon", values: { billing_first_name: "Ada" } });
    expect((await getCart(t.db, id)).coupons).toEqual([]);

    // Enter in the coupon field presses the form's first button, Place order: the code is applied, not ordered without.
    const entered = await send(cookie, { ...form, ...billing, intent: "place-order", coupon_code: "OLDNEWS" });
    expect(entered.init?.status).toBeGreaterThanOrEqual(400);
    expect(entered.data).toMatchObject({ ok: false, intent: "apply-coupon", values: { billing_city: "Los Angeles" } });
    expect(await t.db.selectFrom("orders").select("id").execute()).toEqual([]);
  });
});
