import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { accountPath } from "~/lib/hrefs";
import { registerAccount } from "./account.server";
import { handleAccountForm } from "./account-actions.server";

/** React Router's data() or a Response, read the same way. */
function inspect(result: unknown): { status: number; location: string | null; body: unknown } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: null };
  const r = result as { data: unknown; init?: { status?: number } | null };
  return { status: r.init?.status ?? 200, location: null, body: r.data };
}

/**
 * The login sends the page's own address as its way back (the Account dialog sends the whole
 * address, fragment included). A page reached by a long address (a campaign link's query) must
 * still let the shopper log in: only the way back is lost.
 */
describe.each(testDatabaseKinds)("the login's way back on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const made = await registerAccount(
      t.db,
      {
        username: "longpage",
        email: "longpage@example.com",
        password: "a long pass phrase",
        role: "customer",
        shopUrl: null,
      },
      { address: "192.0.2.40" },
    );
    if (!made.ok) throw new Error("registration failed");
  });
  afterAll(() => t.cleanup());

  const logIn = (redirect: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "login",
      username: "longpage",
      password: "a long pass phrase",
      redirect,
      ...extra,
    }))
      form.append(name, value);
    const request = new Request("http://shop.test/my-account/", { method: "POST" });
    return handleAccountForm(t.db, request, form, "192.0.2.41");
  };

  it("comes back to the page and its fragment", async () => {
    expect(inspect(await logIn("/product/neon-grid-hoodie/#reviews"))).toMatchObject({
      status: 303,
      location: "/product/neon-grid-hoodie/#reviews",
    });
  });

  it("logs in from a page at an address too long to come back to, and goes to the account", async () => {
    const page = `/shop/?utm_content=${"a".repeat(2100)}#reviews`;
    expect(inspect(await logIn(page))).toMatchObject({ status: 303, location: accountPath });
    const dialog = inspect(await logIn(page, { _js: "1" }));
    expect(dialog.status).toBe(200);
    expect(dialog.body).toMatchObject({ answer: { success: true, data: { wp_redirect: accountPath } } });
  });
});
