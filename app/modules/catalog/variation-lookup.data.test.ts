import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { seedDemoStoreIfEmpty } from "../../../database/seed/demo";
import { catalogMessages } from "./catalog.messages";
import { findProductPage, lookUpVariationOnServer } from "./product.server";
import { variationFields } from "./purchase";
import { lookUpVariation } from "./variation";
import { looksUpOnServer, queryMessages, withVariationsForPage } from "./variation-lookup";

// The demo store: the Glitch Logo Tee has more variations than a page carries (no Red in XXL,
// White XXL sold out); the Neon Grid Hoodie's black variations have galleries of their own.
describe.each(testDatabaseKinds)("the server's variation look-up on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStoreIfEmpty(t.db, {
      uploadsDir: path.join(os.tmpdir(), "shop-seed-test-unused"),
      writeImages: false,
    });
  }, 120_000);
  afterAll(async () => t?.cleanup());

  const ask = (slug: string, query: string) => lookUpVariationOnServer(t.db, slug, new URLSearchParams(query));

  it("answers exactly what the page's own look-up finds, for every choice of both products", async () => {
    for (const slug of ["glitch-logo-tee", "neon-grid-hoodie"]) {
      const page = (await findProductPage(t.db, slug))!;
      const [colors, sizes] = page.attributes.filter((a) => a.isVariation).map((a) => a.terms.map((x) => x.slug));
      for (const color of colors)
        for (const size of sizes) {
          const choice = { attribute_color: color, attribute_size: size };
          const local = lookUpVariation(page.variations, variationFields(page), choice);
          const answer = await ask(slug, new URLSearchParams(choice).toString());
          expect(answer, `${slug} ${color} ${size}`).toEqual({
            ok: true,
            answer: local.kind === "found" ? { kind: "found", variation: local.variation } : { kind: "none" },
          });
        }
    }
  });

  it("gives the found variation's price, SKU, stock and pictures", async () => {
    const tee = await ask("glitch-logo-tee", "attribute_color=red&attribute_size=m");
    expect(tee.ok && tee.answer.kind === "found" && tee.answer.variation).toMatchObject({
      sku: "GLT-RED-M",
      display_price: 2800,
      is_in_stock: true,
      availability: expect.stringMatching(/in stock$/),
      image: expect.objectContaining({ src: expect.stringContaining("/") }),
    });
    const soldOut = await ask("glitch-logo-tee", "attribute_color=white&attribute_size=xxl");
    expect(soldOut.ok && soldOut.answer.kind === "found" && soldOut.answer.variation).toMatchObject({
      is_in_stock: false,
      availability: catalogMessages.outOfStock,
    });
    const hoodie = await ask("neon-grid-hoodie", "attribute_color=black&attribute_size=m");
    expect(
      hoodie.ok && hoodie.answer.kind === "found" && hoodie.answer.variation.variation_gallery_images,
    ).toHaveLength(3);
  });

  it("answers no match for a combination no variation has", async () => {
    expect(await ask("glitch-logo-tee", "attribute_color=red&attribute_size=xxl")).toEqual({
      ok: true,
      answer: { kind: "none" },
    });
  });

  it("refuses a query that is not a complete choice (400) and an unknown product (404)", async () => {
    expect(await ask("glitch-logo-tee", "attribute_color=red")).toEqual({
      ok: false,
      status: 400,
      message: queryMessages.missingOptions(["attribute_size"]),
    });
    expect(await ask("glitch-logo-tee", "attribute_color=gold&attribute_size=m")).toMatchObject({ status: 400 });
    expect(await ask("no-such-product", "attribute_color=red&attribute_size=m")).toEqual({
      ok: false,
      status: 404,
      message: catalogMessages.productNotFound,
    });
    expect(await ask("emote-sticker-sheet", "")).toEqual({
      ok: false,
      status: 404,
      message: queryMessages.noVariations,
    });
    await t.db.updateTable("products").set({ status: "draft" }).where("slug", "=", "chat-bubble-mug").execute();
    expect(await ask("chat-bubble-mug", "attribute_color=white&attribute_size=11-oz")).toMatchObject({ status: 404 });
  });

  it("the demo store's tee is above the threshold, so its page carries only the chosen variation", async () => {
    const tee = (await findProductPage(t.db, "glitch-logo-tee"))!;
    expect(looksUpOnServer(tee.variations.length)).toBe(true);
    const page = withVariationsForPage(tee, { attribute_color: "red", attribute_size: "m" });
    expect(page.variations.map((v) => v.sku)).toEqual(["GLT-RED-M"]);
    expect(page.variationRules).toHaveLength(tee.variations.length);
  });
});
