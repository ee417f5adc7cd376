import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import type { DB } from "~/lib/db.server";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { setSetting } from "~/modules/settings/settings.server";
import { findCartQuantities } from "~/modules/cart/cart.server";
import { catalogMessages } from "./catalog.messages";
import { findProductPage } from "./product.server";
import { lookUpVariation } from "./variation";

const now = "2026-11-21T09:00:00.000Z";

function productRow(slug: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    name,
    type: "simple",
    status: "publish",
    short_description: `${name} in short`,
    description: `All about ${name}`,
    sku: null,
    regular_price: 5400,
    sale_price: null,
    price: 5400,
    min_price: 5400,
    max_price: 5400,
    stock_quantity: null,
    stock_status: "instock",
    sold_individually: 0,
    min_qty: 1,
    max_qty: 0,
    weight_grams: null,
    length_mm: null,
    width_mm: null,
    height_mm: null,
    image_id: null,
    featured: 0,
    menu_order: 0,
    total_sales: 0,
    average_rating: 0,
    rating_count: 0,
    gtin: null,
    created_at: now,
    ...extra,
  };
}

function variationRow(productId: number, sku: string, extra: Record<string, unknown> = {}) {
  return {
    product_id: productId,
    sku,
    regular_price: 5400,
    sale_price: null,
    price: 5400,
    stock_quantity: 25,
    stock_status: "instock",
    weight_grams: 650,
    length_mm: 300,
    width_mm: 250,
    height_mm: 50,
    image_id: null,
    is_visible: 1,
    is_active: 1,
    is_purchasable: 1,
    sold_individually: 0,
    min_qty: 1,
    max_qty: 0,
    gtin: null,
    menu_order: 0,
    ...extra,
  };
}

async function insertImage(db: DB, key: string): Promise<number> {
  const { id } = await db
    .insertInto("images")
    .values({ file_key: key, alt: `${key} alt`, title: key, caption: "", width: 1600, height: 1600 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_sizes")
    .values([
      { image_id: id, size: "thumbnail", url: `/uploads/${key}-150.webp`, width: 150, height: 150 },
      { image_id: id, size: "small", url: `/uploads/${key}-300.webp`, width: 300, height: 300 },
      { image_id: id, size: "medium", url: `/uploads/${key}-600.webp`, width: 600, height: 600 },
      { image_id: id, size: "large", url: `/uploads/${key}-1200.webp`, width: 1200, height: 1200 },
      { image_id: id, size: "full", url: `/uploads/${key}.webp`, width: 1600, height: 1600 },
    ])
    .execute();
  return id;
}

for (const kind of testDatabaseKinds) {
  describe(`findProductPage on ${kind}`, () => {
    let t: TestDatabase;
    let hoodieId: number;
    const v: Record<string, number> = {};

    beforeAll(async () => {
      t = await createTestDatabase(kind);
      const db = t.db;
      const cover = await insertImage(db, "hoodie");
      const side = await insertImage(db, "hoodie-side");
      const black = await insertImage(db, "hoodie-black");
      const blackBack = await insertImage(db, "hoodie-black-back");
      const { id: catId } = await db
        .insertInto("categories")
        .values({ slug: "merch", name: "Merch", description: "", parent_id: null, image_id: null, position: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const attr = async (slug: string, name: string, position: number, termList: [string, string][]) => {
        const { id } = await db
          .insertInto("attributes")
          .values({ slug, name, position })
          .returning("id")
          .executeTakeFirstOrThrow();
        const termIds: Record<string, number> = {};
        for (const [i, [s, n]] of termList.entries()) {
          const row = await db
            .insertInto("attribute_terms")
            .values({ attribute_id: id, slug: s, name: n, position: i })
            .returning("id")
            .executeTakeFirstOrThrow();
          termIds[s] = row.id;
        }
        return { id, termIds };
      };
      // Inserted in the reverse of their display order, to see that position decides.
      const size = await attr("size", "Size", 2, [
        ["s", "S"],
        ["xl", "XL"],
      ]);
      const color = await attr("color", "Color", 1, [
        ["black", "Black"],
        ["white", "White"],
      ]);
      const material = await attr("material", "Material", 3, [["cotton", "Cotton"]]);

      const hoodie = await db
        .insertInto("products")
        .values(
          productRow("test-hoodie", "Test Hoodie", {
            type: "variable",
            regular_price: 5400,
            price: 4500,
            min_price: 4500,
            max_price: 5400,
            image_id: cover,
            rating_count: 3,
            weight_grams: 650,
            length_mm: 300,
            width_mm: 250,
            height_mm: 50,
            sku: "TH",
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      hoodieId = hoodie.id;
      await db.insertInto("product_categories").values({ product_id: hoodieId, category_id: catId }).execute();
      await db
        .insertInto("product_images")
        .values([
          { product_id: hoodieId, image_id: side, position: 2 },
          { product_id: hoodieId, image_id: cover, position: 1 },
        ])
        .execute();
      await db
        .insertInto("product_attributes")
        .values([
          { product_id: hoodieId, attribute_id: size.id, position: 2, is_variation: 1 },
          { product_id: hoodieId, attribute_id: color.id, position: 1, is_variation: 1 },
          { product_id: hoodieId, attribute_id: material.id, position: 3, is_variation: 0 },
        ])
        .execute();
      await db
        .insertInto("product_attribute_terms")
        .values([
          ...Object.values(size.termIds).map((term_id) => ({ product_id: hoodieId, attribute_id: size.id, term_id })),
          ...Object.values(color.termIds).map((term_id) => ({ product_id: hoodieId, attribute_id: color.id, term_id })),
          { product_id: hoodieId, attribute_id: material.id, term_id: material.termIds.cotton },
        ])
        .execute();

      const addVariation = async (
        sku: string,
        colorSlug: string | null,
        sizeSlug: string,
        extra: Record<string, unknown> = {},
      ) => {
        const row = await db
          .insertInto("variations")
          .values(variationRow(hoodieId, sku, extra))
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("variation_attributes")
          .values([
            { variation_id: row.id, attribute_id: color.id, term_id: colorSlug ? color.termIds[colorSlug] : null },
            { variation_id: row.id, attribute_id: size.id, term_id: size.termIds[sizeSlug] },
          ])
          .execute();
        v[sku] = row.id;
        return row.id;
      };
      const blackS = await addVariation("TH-BLK-S", "black", "s", {
        sale_price: 4500,
        price: 4500,
        image_id: black,
        menu_order: 1,
        gtin: "4006381333931",
      });
      await db
        .insertInto("variation_images")
        .values([
          { variation_id: blackS, image_id: blackBack, position: 2 },
          { variation_id: blackS, image_id: black, position: 1 },
        ])
        .execute();
      await addVariation("TH-BLK-XL", "black", "xl", { is_active: 0, menu_order: 2 });
      await addVariation("TH-WHT-S", "white", "s", { stock_quantity: 0, stock_status: "outofstock", menu_order: 3 });
      await addVariation("TH-ANY-XL", null, "xl", {
        stock_quantity: null,
        max_qty: 3,
        sold_individually: 0,
        menu_order: 4,
        weight_grams: null,
      });

      await db
        .insertInto("products")
        .values(productRow("draft-thing", "Draft Thing", { status: "draft" }))
        .execute();
      await db
        .insertInto("products")
        .values(
          productRow("test-mug", "Test Mug", {
            stock_quantity: 5,
            max_qty: 2,
            weight_grams: 400,
            sku: "MUG",
          }),
        )
        .execute();
      await db
        .insertInto("products")
        .values(productRow("test-tee", "Test Tee", { stock_quantity: 0, stock_status: "outofstock" }))
        .execute();
    });

    afterAll(async () => {
      await t?.cleanup();
    });

    it("returns nothing for an unknown or unpublished slug", async () => {
      expect(await findProductPage(t.db, "no-such-thing")).toBeNull();
      expect(await findProductPage(t.db, "draft-thing")).toBeNull();
    });

    it("gives the product with its categories, gallery in order and attributes in order", async () => {
      const p = (await findProductPage(t.db, "test-hoodie"))!;
      expect(p).toMatchObject({
        name: "Test Hoodie",
        type: "variable",
        minPrice: 4500,
        maxPrice: 5400,
        sku: "TH",
        ratingCount: 3,
      });
      expect(p.categories).toEqual([{ slug: "merch", name: "Merch" }]);
      expect(p.gallery.map((g) => g.alt)).toEqual(["hoodie alt", "hoodie-side alt"]);
      expect(p.gallery[0]).toMatchObject({
        src: "/uploads/hoodie-1200.webp",
        full_src: "/uploads/hoodie.webp",
        full_src_w: 1600,
        full_src_h: 1600,
        gallery_thumbnail_src: "/uploads/hoodie-150.webp",
        srcset: "/uploads/hoodie-300.webp 300w, /uploads/hoodie-600.webp 600w, /uploads/hoodie-1200.webp 1200w",
      });
      expect(p.attributes.map((a) => [a.name, a.field, a.isVariation, a.terms.map((x) => x.name)])).toEqual([
        ["Color", "attribute_color", true, ["Black", "White"]],
        ["Size", "attribute_size", true, ["S", "XL"]],
        ["Material", "attribute_material", false, ["Cotton"]],
      ]);
      expect(p.weight_html).toBe("0.65 kg");
      expect(p.dimensions_html).toBe("30 × 25 × 5 cm");
    });

    it("shapes every variation as the page's variation data", async () => {
      const p = (await findProductPage(t.db, "test-hoodie"))!;
      expect(p.variations.map((x) => x.sku)).toEqual(["TH-BLK-S", "TH-BLK-XL", "TH-WHT-S", "TH-ANY-XL"]);
      const blackS = p.variations[0];
      expect(blackS).toMatchObject({
        variation_id: v["TH-BLK-S"],
        attributes: { attribute_color: "black", attribute_size: "s" },
        weight: "0.65",
        weight_html: "0.65 kg",
        dimensions: { length: "30", width: "25", height: "5" },
        dimensions_html: "30 × 25 × 5 cm",
        variation_is_visible: true,
        variation_is_active: true,
        is_purchasable: true,
        is_in_stock: true,
        is_sold_individually: "no",
        min_qty: 1,
        max_qty: 25,
        display_price: 4500,
        display_regular_price: 5400,
        availability: "25 in stock",
        wpm_pgw_code: "4006381333931",
      });
      expect(blackS.image?.alt).toBe("hoodie-black alt");
      expect(blackS.variation_gallery_images.map((i) => i.alt)).toEqual(["hoodie-black alt", "hoodie-black-back alt"]);
      expect(p.variations[1].variation_is_active).toBe(false);
      expect(p.variations[2]).toMatchObject({ is_in_stock: false, availability: "Out of stock" });
      // "Any" colour, stock not tracked, its own max, weight inherited from the product.
      expect(p.variations[3]).toMatchObject({
        attributes: { attribute_color: "", attribute_size: "xl" },
        availability: "In stock",
        max_qty: 3,
        weight_html: "0.65 kg",
      });
    });

    it("lets the any-value variation answer a choice of white + XL", async () => {
      const p = (await findProductPage(t.db, "test-hoodie"))!;
      const r = lookUpVariation(p.variations, ["attribute_color", "attribute_size"], {
        attribute_color: "white",
        attribute_size: "xl",
      });
      expect(r.kind === "found" && r.variation.sku).toBe("TH-ANY-XL");
    });

    it("gives simple products their stock text, bounds and no variations", async () => {
      const mug = (await findProductPage(t.db, "test-mug"))!;
      expect(mug).toMatchObject({
        type: "simple",
        availability: "5 in stock",
        isInStock: true,
        maxQty: 2,
        minQty: 1,
        weight_html: "0.4 kg",
        dimensions_html: "",
      });
      expect(mug.variations).toEqual([]);
      expect(mug.gallery).toEqual([]);
      const tee = (await findProductPage(t.db, "test-tee"))!;
      expect(tee).toMatchObject({ isInStock: false, availability: "Out of stock" });
    });

    it("a variation without a max of its own shows the product's max, as the cart applies it", async () => {
      await t.db.updateTable("products").set({ max_qty: 2 }).where("id", "=", hoodieId).execute();
      try {
        const p = (await findProductPage(t.db, "test-hoodie"))!;
        expect(p.variations.find((x) => x.sku === "TH-BLK-S")).toMatchObject({ max_qty: 2 });
        // Its own max still wins.
        expect(p.variations.find((x) => x.sku === "TH-ANY-XL")).toMatchObject({ max_qty: 3 });
      } finally {
        await t.db.updateTable("products").set({ max_qty: 0 }).where("id", "=", hoodieId).execute();
      }
    });

    it("counts what the session's cart already holds of the product, per variation", async () => {
      const db = t.db;
      await db
        .insertInto("sessions")
        .values({
          id: "s".repeat(32),
          customer_id: null,
          data_json: "{}",
          created_at: now,
          expires_at: "2099-01-01T00:00:00.000Z",
        })
        .execute();
      const cart = await db
        .insertInto("carts")
        .values({ session_id: "s".repeat(32), customer_id: null, checkout_token: "tok", updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("cart_lines")
        .values([
          {
            cart_id: cart.id,
            line_key: "a",
            product_id: hoodieId,
            variation_id: v["TH-ANY-XL"],
            attributes_json: '{"color":"white"}',
            quantity: 2,
            added_at: now,
          },
          {
            cart_id: cart.id,
            line_key: "b",
            product_id: hoodieId,
            variation_id: v["TH-ANY-XL"],
            attributes_json: '{"color":"black"}',
            quantity: 1,
            added_at: now,
          },
        ])
        .execute();
      expect(await findCartQuantities(db, "s".repeat(32), hoodieId)).toEqual({ [`v${v["TH-ANY-XL"]}`]: 3 });
      expect(await findCartQuantities(db, "x".repeat(32), hoodieId)).toEqual({});
    });

    describe("the product form posted to the one add-to-cart endpoint", () => {
      const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
        const request = new Request("http://shop.test/cart/add", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers,
        });
        const form = new FormData();
        for (const [k, val] of Object.entries(fields)) form.append(k, val);
        return handleAddToCart(t.db as DB, request, form, "192.0.2.10");
      };
      const product = (slug: string) =>
        t.db
          .selectFrom("products")
          .select("id")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
          .then((r) => String(r.id));

      it("adds the variation the options lead to and returns to the page with its notice and the choice", async () => {
        const r = await post({
          product_id: String(hoodieId),
          intent: "add-to-cart",
          attribute_color: "black",
          attribute_size: "s",
          quantity: "2",
          return_to: "/product/test-hoodie/",
        });
        expect(r.status).toBe(303);
        const location = r.headers.get("Location") ?? "";
        expect(location).toMatch(
          new RegExp(
            `^/product/test-hoodie/\\?attribute_color=black&attribute_size=s&added_to_cart=${hoodieId}&added_quantity=2&added_proof=[\\w-]+$`,
          ),
        );
        expect(r.headers.get("Set-Cookie")).toMatch(/^shop_session=/);
        const cookie = (r.headers.get("Set-Cookie") ?? "").split(";")[0];
        const notice = await findAddToCartNotice(
          t.db as DB,
          new Request(`http://shop.test${location}`, { headers: { Cookie: cookie } }),
        );
        expect(notice).toEqual({ ok: true, message: "2 × “Test Hoodie” have been added to your cart." });
      });

      it("goes to checkout for Buy now", async () => {
        const r = await post({
          product_id: await product("test-mug"),
          intent: "buy-now",
          quantity: "1",
          return_to: "/product/test-mug/",
        });
        expect(r.headers.get("Location")).toBe("/checkout/");
      });

      it("answers a background add in JSON with the notice", async () => {
        const r = await post({ product_id: await product("test-mug"), quantity: "1", _js: "1" });
        expect(await r.json()).toEqual({
          ok: true,
          cartCount: 1,
          message: "“Test Mug” has been added to your cart.",
          productName: "Test Mug",
          redirect: null,
        });
      });

      it("refuses a product or variation id past the largest a row can have as not understood", async () => {
        for (const fields of [
          { product_id: "999999999999" } as Record<string, string>,
          { product_id: String(hoodieId), variation_id: "2147483648" },
        ]) {
          const r = await post({ ...fields, quantity: "1", _js: "1" });
          expect(r.status).toBe(400);
          expect(await r.json()).toMatchObject({ ok: false, code: "invalid" });
        }
      });

      it("sends the shopper back with the reason and the choice kept when nothing matches, adding nothing and opening no session", async () => {
        const r = await post({
          product_id: String(hoodieId),
          attribute_color: "white",
          attribute_size: "s",
          quantity: "1",
          return_to: "/product/test-hoodie/",
        });
        expect(r.headers.get("Location")).toBe(
          `/product/test-hoodie/?attribute_color=white&attribute_size=s&cart_error=unavailable&cart_product=${hoodieId}`,
        );
        expect(r.headers.get("Set-Cookie")).toBeNull();
        const json = await post({
          product_id: String(hoodieId),
          attribute_color: "gold",
          attribute_size: "s",
          quantity: "1",
          _js: "1",
        });
        expect(json.status).toBe(400);
        expect(await json.json()).toMatchObject({ ok: false, code: "no_match", message: catalogMessages.noMatch });
      });

      it("names the chosen variation's own limit when an add without JavaScript asks for more than it has", async () => {
        // The form sends only the options (no variation_id without the page's script): the
        // variation they lead to travels in the address, so the notice names its stock of 25, as
        // the background answer does, and not the product's general ceiling.
        const r = await post({
          product_id: String(hoodieId),
          attribute_color: "black",
          attribute_size: "s",
          quantity: "30",
          return_to: "/product/test-hoodie/",
        });
        const location = r.headers.get("Location") ?? "";
        expect(location).toBe(
          `/product/test-hoodie/?attribute_color=black&attribute_size=s&cart_error=max_qty&cart_product=${hoodieId}&cart_variation=${v["TH-BLK-S"]}`,
        );
        const notice = await findAddToCartNotice(t.db as DB, new Request(`http://shop.test${location}`));
        expect(notice).toEqual({ ok: false, message: "You can’t add more than 25 items in cart" });
        const json = await post({
          product_id: String(hoodieId),
          attribute_color: "black",
          attribute_size: "s",
          quantity: "30",
          _js: "1",
        });
        expect(await json.json()).toMatchObject({ code: "max_qty", message: notice?.message });
      });

      it("sends the shopper to the cart with the add's notice when the owner asks, with JavaScript as without it", async () => {
        await setSetting(t.db as DB, "cart_redirect_after_add", "yes");
        try {
          const mug = await product("test-mug");
          const toCart = new RegExp(`^/cart/\\?added_to_cart=${mug}&added_proof=[\\w-]+$`);
          const json = await post({ product_id: mug, quantity: "1", _js: "1" });
          expect((await json.json()) as unknown).toMatchObject({ ok: true, redirect: expect.stringMatching(toCart) });
          const plain = await post({ product_id: mug, quantity: "1", return_to: "/shop/" });
          const location = plain.headers.get("Location") ?? "";
          expect(location).toMatch(toCart);
          const cookie = (plain.headers.get("Set-Cookie") ?? "").split(";")[0];
          const notice = await findAddToCartNotice(
            t.db as DB,
            new Request(`http://shop.test${location}`, { headers: { Cookie: cookie } }),
          );
          expect(notice).toEqual({ ok: true, message: "“Test Mug” has been added to your cart." });
          // Buy now goes to checkout as it is.
          const buyNow = await post({ product_id: mug, intent: "buy-now", quantity: "1", _js: "1" });
          expect(await buyNow.json()).toMatchObject({ ok: true, redirect: "/checkout/" });
        } finally {
          await setSetting(t.db as DB, "cart_redirect_after_add", "no");
        }
      });

      it("says an add happened only to the visitor who made it, and only as it was made", async () => {
        const mug = await product("test-mug");
        const r = await post({ product_id: mug, quantity: "2", return_to: "/" });
        const location = r.headers.get("Location") ?? "";
        const proof = new URL(location, "http://shop.test").searchParams.get("added_proof");
        const cookie = (r.headers.get("Set-Cookie") ?? "").split(";")[0];
        const noticeAt = (query: string, headers: Record<string, string> = { Cookie: cookie }) =>
          findAddToCartNotice(t.db as DB, new Request(`http://shop.test/?${query}`, { headers }));
        expect(await noticeAt(`added_to_cart=${mug}&added_quantity=2&added_proof=${proof}`)).toEqual({
          ok: true,
          message: "2 × “Test Mug” have been added to your cart.",
        });
        // The same address sent to someone else, and made-up links, say nothing (and fail nothing).
        expect(await noticeAt(`added_to_cart=${mug}&added_quantity=2&added_proof=${proof}`, {})).toBeNull();
        expect(
          await noticeAt(`added_to_cart=${mug}&added_quantity=2&added_proof=${proof}`, {
            Cookie: `shop_session=${"z".repeat(32)}`,
          }),
        ).toBeNull();
        expect(await noticeAt(`added_to_cart=${mug}&added_quantity=99999999&added_proof=${proof}`)).toBeNull();
        expect(await noticeAt(`added_to_cart=${mug}&added_quantity=2`)).toBeNull();
        expect(await noticeAt(`added_to_cart=${mug}`)).toBeNull();
        expect(await noticeAt(`added_to_cart=${mug}&added_proof=%E2%9C%93`)).toBeNull();
      });

      it("never sends the shopper off the site, whatever return_to says", async () => {
        const r = await post({ product_id: await product("test-mug"), quantity: "1", return_to: "//evil.example/" });
        expect(r.headers.get("Location")).toMatch(/^\/cart\/\?added_to_cart=\d+&added_proof=[\w-]+$/);
      });
    });
  });
}
