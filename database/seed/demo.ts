import { sql } from "kysely";
import { isPostgres, writeTransaction, type DB, type Tx } from "../../app/lib/db.server";
import { bumpContentVersion } from "../../app/lib/content-version.server";
import { avatarHref } from "../../app/lib/avatar";
import { insertReturningIds, insertRows } from "./batch";
import { attributeDefs, categoryDefs, childCategoryDefs } from "./catalog-data";
import { buildDemoPlan } from "./demo-plan";
import { FULL_SIZE, imageSizeRows, writeAllImageFiles } from "./images";
import { commentDefs, postCategoryDefs, postDefs, postProductDefs, shareServices } from "./posts-data";
import { createRandom, daysBefore, hashString } from "./random";
import { startingPrice } from "./starting-prices";

/**
 * The demo store "Overlay Lab": 63 products in 7 categories (three of them with sub-categories),
 * 12 blog posts, 5 coupons and a
 * contact form. Reproducible: the same rows (and pictures) on every run.
 */

export interface SeedOptions {
  uploadsDir: string;
  /** Delete all store data first. */
  reset?: boolean;
  /** Write the picture files (default). Data tests turn it off; the rows are the same. */
  writeImages?: boolean;
}

export interface SeedReport {
  products: number;
  variations: number;
  images: number;
  imageFilesWritten: number;
  posts: number;
  coupons: number;
  ms: number;
  skipped: boolean;
}

const SEED_LOCK_KEY = 7_340_001;

/** Every store table, children before parents, so deleting in this order never breaks a reference. */
export const storeTablesChildrenFirst = [
  "mail_outbox",
  "form_rate_events",
  "product_reviews",
  "newsletter_subscribers",
  "contact_challenges",
  "contact_submissions",
  "contact_forms",
  "post_products",
  "shares",
  "likes",
  "comments",
  "posts",
  "post_categories",
  "wishlist_alerts",
  "wishlist_items",
  "wishlists",
  "coupon_redemptions",
  "order_lines",
  "orders",
  "cart_coupons",
  "coupon_categories",
  "coupon_products",
  "coupons",
  "cart_lines",
  "carts",
  "sessions",
  "password_resets",
  "login_throttle",
  "customers",
  "price_history",
  "variation_images",
  "variation_attributes",
  "variations",
  "product_attribute_terms",
  "product_attributes",
  "product_images",
  "product_categories",
  "products",
  "attribute_terms",
  "attributes",
  "categories",
  "image_sizes",
  "images",
  "settings",
] as const;

/**
 * Deletes all store data (and restarts the id counters, so a reseed gives the same ids). The
 * content version is kept and bumped (cached guest pages are out of date), never reset.
 */
export async function clearStore(db: DB): Promise<void> {
  if (isPostgres(db)) {
    await db.transaction().execute(async (tx) => {
      await sql.raw(`truncate table ${storeTablesChildrenFirst.join(", ")} restart identity cascade`).execute(tx);
      await bumpContentVersion(tx);
    });
    return;
  }
  await writeTransaction(db, async (tx) => {
    for (const table of storeTablesChildrenFirst) await tx.deleteFrom(table).execute();
    await sql`delete from sqlite_sequence`.execute(tx);
    await bumpContentVersion(tx);
  });
}

export async function isStoreEmpty(db: Tx): Promise<boolean> {
  const row = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  return !row;
}

/** The demo store's approved vendor and the products it sells. */
export const demoVendor = {
  username: "neonforge",
  email: "vendor@neonforge.example",
  displayName: "Neon Forge Studio",
  shopUrl: "neon-forge",
  productSlugs: ["cozy-cafe-overlay", "pastel-cloud-overlay", "pixel-dungeon-overlay"],
};

/**
 * One approved vendor selling a few products. Its account has no usable password ("!" is no
 * argon2 hash): whoever runs the demo sets one through "Lost your password?".
 */
async function seedDemoVendor(tx: Tx): Promise<void> {
  const vendor = await tx
    .insertInto("customers")
    .values({
      username: demoVendor.username,
      email: demoVendor.email,
      password_hash: "!",
      first_name: "",
      last_name: "",
      display_name: demoVendor.displayName,
      role: "vendor",
      shop_url: demoVendor.shopUrl,
      vendor_status: "approved",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx.updateTable("products").set({ vendor_id: vendor.id }).where("slug", "in", demoVendor.productSlugs).execute();
}

/** Seeds on the first start only; later start-ups find products and leave the store alone. */
export async function seedDemoStoreIfEmpty(db: DB, opts: { uploadsDir: string; writeImages?: boolean }): Promise<void> {
  if (!(await isStoreEmpty(db))) return;
  await seedDemoStore(db, { uploadsDir: opts.uploadsDir, writeImages: opts.writeImages });
}

export async function seedDemoStore(db: DB, opts: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  if (opts.reset) await clearStore(db);
  const plan = buildDemoPlan();
  // Pictures first and outside the transaction: rendering is slow and files are idempotent.
  const imageFilesWritten =
    opts.writeImages === false ? 0 : await writeAllImageFiles([...plan.art.values()], opts.uploadsDir);

  const inserted = await writeTransaction(db, async (tx) => {
    // Two servers starting together on PostgreSQL: the second waits here, then finds products.
    // (On SQLite, BEGIN IMMEDIATE already serialises writers.)
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(tx);
    // Another process may have seeded while the pictures rendered.
    if (!(await isStoreEmpty(tx))) return false;
    const leftover = await tx.selectFrom("categories").select("id").limit(1).executeTakeFirst();
    if (leftover)
      throw new Error("The database has store data but no products; run `npm run seed -- --reset` to start over.");

    const imageIds = await insertReturningIds(
      tx,
      "images",
      [...plan.art.values()].map((a) => ({
        file_key: a.key,
        alt: a.alt,
        title: a.title,
        caption: "",
        width: FULL_SIZE,
        height: FULL_SIZE,
      })),
      "file_key",
    );
    await insertRows(
      tx,
      "image_sizes",
      [...imageIds].flatMap(([key, id]) => imageSizeRows(id, key)),
    );

    const attributeIds = await insertReturningIds(
      tx,
      "attributes",
      attributeDefs.map((a, i) => ({ slug: a.slug, name: a.name, position: i })),
      "slug",
    );
    const termRows = attributeDefs.flatMap((a) =>
      a.terms.map(([slug, name], i) => ({ attribute_id: attributeIds.get(a.slug)!, slug, name, position: i })),
    );
    const termIdByKey = new Map<string, number>();
    const returnedTerms = await tx
      .insertInto("attribute_terms")
      .values(termRows)
      .returning(["id", "attribute_id", "slug"])
      .execute();
    for (const t of returnedTerms) termIdByKey.set(`${t.attribute_id}:${t.slug}`, t.id);
    const termId = (attribute: string, term: string) => termIdByKey.get(`${attributeIds.get(attribute)}:${term}`)!;

    const firstImageOf = new Map<string, string>();
    for (const p of plan.products) if (!firstImageOf.has(p.def.category)) firstImageOf.set(p.def.category, p.image);
    const categoryIds = await insertReturningIds(
      tx,
      "categories",
      categoryDefs.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        parent_id: null,
        image_id: imageIds.get(firstImageOf.get(c.slug)!) ?? null,
        position: i,
      })),
      "slug",
    );
    // Sub-categories after every top-level one (position), so a product's categories list its
    // top-level category first.
    for (const c of childCategoryDefs)
      if (!firstImageOf.has(c.slug))
        firstImageOf.set(c.slug, plan.products.find((p) => p.def.slug === c.products[0])!.image);
    const childIds = await insertReturningIds(
      tx,
      "categories",
      childCategoryDefs.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        parent_id: categoryIds.get(c.parent)!,
        image_id: imageIds.get(firstImageOf.get(c.slug)!) ?? null,
        position: categoryDefs.length + i,
      })),
      "slug",
    );

    const productIds = await insertReturningIds(
      tx,
      "products",
      plan.products.map((p) => ({
        slug: p.def.slug,
        name: p.def.name,
        type: p.type,
        status: "publish",
        short_description: p.def.short,
        description: describe(p.def.pitch, p.def.category, p.type === "variable"),
        sku: p.def.sku,
        ...p.totals,
        stock_quantity: p.stock_quantity,
        sold_individually: p.def.soldIndividually ? 1 : 0,
        min_qty: p.def.minQty ?? 1,
        max_qty: p.def.maxQty ?? 0,
        weight_grams: p.def.weightG ?? null,
        length_mm: p.def.dimsMm?.[0] ?? null,
        width_mm: p.def.dimsMm?.[1] ?? null,
        height_mm: p.def.dimsMm?.[2] ?? null,
        image_id: imageIds.get(p.image)!,
        featured: p.def.featured ? 1 : 0,
        menu_order: p.menu_order,
        total_sales: p.total_sales,
        average_rating: p.average_rating,
        rating_count: p.rating_count,
        gtin: null,
        created_at: p.created_at,
        // A variable product's prices are its variations'.
        lowest_prior_price: p.type === "simple" ? startingPrice(p.totals, p.created_at).lowestPriorPrice : null,
      })),
      "slug",
    );

    await insertRows(tx, "product_categories", [
      ...plan.products.map((p) => ({
        product_id: productIds.get(p.def.slug)!,
        category_id: categoryIds.get(p.def.category)!,
      })),
      ...childCategoryDefs.flatMap((c) =>
        c.products.map((slug) => ({ product_id: productIds.get(slug)!, category_id: childIds.get(c.slug)! })),
      ),
    ]);
    await insertRows(
      tx,
      "product_images",
      plan.products.flatMap((p) =>
        p.gallery.map((key, i) => ({
          product_id: productIds.get(p.def.slug)!,
          image_id: imageIds.get(key)!,
          position: i,
        })),
      ),
    );

    await insertRows(
      tx,
      "product_reviews",
      plan.products.flatMap((p) =>
        p.reviews.map((review) => ({
          product_id: productIds.get(p.def.slug)!,
          customer_id: null,
          author_name: review.author,
          author_email: review.email,
          rating: review.rating,
          content: review.content,
          status: "approved",
          verified: review.verified ? 1 : 0,
          created_at: review.created_at,
        })),
      ),
    );

    const variable = plan.products.filter((p) => p.type === "variable");
    await insertRows(
      tx,
      "product_attributes",
      variable.flatMap((p) =>
        p.def.attributes!.map((a, i) => ({
          product_id: productIds.get(p.def.slug)!,
          attribute_id: attributeIds.get(a)!,
          position: i,
          is_variation: 1,
        })),
      ),
    );
    await insertRows(
      tx,
      "product_attribute_terms",
      variable.flatMap((p) =>
        p.def.attributes!.flatMap((a) => {
          const used = new Set(p.variations.map((v) => v.terms[a]).filter((t): t is string => !!t));
          return [...used].map((t) => ({
            product_id: productIds.get(p.def.slug)!,
            attribute_id: attributeIds.get(a)!,
            term_id: termId(a, t),
          }));
        }),
      ),
    );

    const variationIds = await insertReturningIds(
      tx,
      "variations",
      variable.flatMap((p) =>
        p.variations.map((v) => ({
          product_id: productIds.get(p.def.slug)!,
          sku: v.sku,
          regular_price: v.regular_price,
          sale_price: v.sale_price,
          price: v.price,
          stock_quantity: v.stock_quantity,
          stock_status: v.stock_status,
          weight_grams: p.def.weightG ?? null,
          length_mm: p.def.dimsMm?.[0] ?? null,
          width_mm: p.def.dimsMm?.[1] ?? null,
          height_mm: p.def.dimsMm?.[2] ?? null,
          image_id: imageIds.get(v.image)!,
          is_visible: v.is_visible,
          is_active: v.is_active,
          is_purchasable: v.is_purchasable,
          sold_individually: p.def.soldIndividually ? 1 : 0,
          min_qty: p.def.minQty ?? 1,
          max_qty: p.def.maxQty ?? 0,
          gtin: null,
          menu_order: v.menu_order,
          lowest_prior_price: startingPrice(v, p.created_at).lowestPriorPrice,
        })),
      ),
      "sku",
    );
    // The prices every product and variation starts with, from the day the product was added.
    await insertRows(tx, "price_history", [
      ...plan.products
        .filter((p) => p.type === "simple")
        .map((p) => ({
          product_id: productIds.get(p.def.slug)!,
          variation_id: null,
          ...startingPrice(p.totals, p.created_at).row,
        })),
      ...variable.flatMap((p) =>
        p.variations.map((v) => ({
          product_id: productIds.get(p.def.slug)!,
          variation_id: variationIds.get(v.sku)!,
          ...startingPrice(v, p.created_at).row,
        })),
      ),
    ]);
    await insertRows(
      tx,
      "variation_attributes",
      variable.flatMap((p) =>
        p.variations.flatMap((v) =>
          p.def.attributes!.map((a) => ({
            variation_id: variationIds.get(v.sku)!,
            attribute_id: attributeIds.get(a)!,
            term_id: v.terms[a] ? termId(a, v.terms[a]!) : null,
          })),
        ),
      ),
    );
    await insertRows(
      tx,
      "variation_images",
      variable.flatMap((p) =>
        p.variations.flatMap((v) =>
          v.gallery.map((key, i) => ({
            variation_id: variationIds.get(v.sku)!,
            image_id: imageIds.get(key)!,
            position: i,
          })),
        ),
      ),
    );

    const couponIds = await insertReturningIds(tx, "coupons", demoCoupons, "code");
    await insertRows(
      tx,
      "coupon_categories",
      Object.entries(demoCouponCategories).flatMap(([code, slugs]) =>
        slugs.map((slug) => ({ coupon_id: couponIds.get(code)!, category_id: categoryIds.get(slug)!, is_excluded: 0 })),
      ),
    );
    // The contact form first: a demo post embeds it by its id.
    const contactFormIds = await insertReturningIds(tx, "contact_forms", [contactForm], "slug");
    await seedBlog(tx, plan.postImages, imageIds, contactFormIds.get(contactForm.slug)!);
    await seedDemoVendor(tx);
    await bumpContentVersion(tx);
    return true;
  });

  const variations = plan.products.reduce((n, p) => n + p.variations.length, 0);
  return {
    products: plan.products.length,
    variations,
    images: plan.art.size,
    imageFilesWritten,
    posts: postDefs.length,
    coupons: demoCoupons.length,
    ms: Date.now() - started,
    skipped: !inserted,
  };
}

/** Every row names every column: one multi-row insert takes its columns from the rows. */
export const demoCoupons = [
  {
    code: "STREAM10",
    discount_type: "percent",
    amount: 10,
    free_shipping: 0,
    minimum_spend: 0,
    maximum_spend: 0,
    usage_limit: 0,
    usage_count: 0,
    usage_limit_per_email: 0,
    individual_use: 0,
    exclude_sale_items: 0,
    expires_at: null,
    description: "10% off the whole order.",
  },
  {
    code: "SAVE5",
    discount_type: "fixed_cart",
    amount: 500,
    free_shipping: 0,
    minimum_spend: 2000,
    maximum_spend: 0,
    usage_limit: 0,
    usage_count: 0,
    usage_limit_per_email: 0,
    individual_use: 0,
    exclude_sale_items: 0,
    expires_at: null,
    description: "$5.00 off orders of $20.00 or more.",
  },
  {
    code: "FREESHIP",
    discount_type: "fixed_cart",
    amount: 0,
    free_shipping: 1,
    minimum_spend: 0,
    maximum_spend: 0,
    usage_limit: 0,
    usage_count: 0,
    usage_limit_per_email: 0,
    individual_use: 0,
    exclude_sale_items: 0,
    expires_at: null,
    description: "Free shipping.",
  },
  {
    code: "MERCH15",
    discount_type: "percent",
    amount: 15,
    free_shipping: 0,
    minimum_spend: 0,
    maximum_spend: 0,
    usage_limit: 0,
    usage_count: 0,
    usage_limit_per_email: 0,
    individual_use: 0,
    exclude_sale_items: 1,
    expires_at: null,
    description: "15% off merch that is not already on sale.",
  },
  {
    code: "WELCOME20",
    discount_type: "percent",
    amount: 20,
    free_shipping: 0,
    minimum_spend: 0,
    maximum_spend: 0,
    usage_limit: 0,
    usage_count: 0,
    usage_limit_per_email: 1,
    individual_use: 1,
    exclude_sale_items: 0,
    expires_at: null,
    description: "20% off once per e-mail address, not combined with other coupons.",
  },
];

/** The categories a demo coupon is for (MERCH15: the merch category with its sub-categories). */
export const demoCouponCategories: Record<string, string[]> = { MERCH15: ["merch"] };

/** The contact form, with field rules in the shape the form validators read. */
export const contactForm = {
  slug: "contact",
  title: "Contact us",
  fields_json: JSON.stringify([
    {
      name: "your-name",
      type: "text",
      label: "Your name",
      autocomplete: "name",
      rules: [
        { rule: "required", message: "Please fill out this field." },
        { rule: "maxlength", threshold: 100, message: "This field has a too long input." },
      ],
    },
    {
      name: "your-email",
      type: "email",
      label: "Your email",
      autocomplete: "email",
      rules: [
        { rule: "required", message: "Please fill out this field." },
        { rule: "email", message: "Please enter an email address." },
        { rule: "maxlength", threshold: 254, message: "This field has a too long input." },
      ],
    },
    {
      name: "your-phone",
      type: "tel",
      label: "Phone",
      autocomplete: "tel",
      rules: [
        { rule: "tel", message: "Please enter a telephone number." },
        { rule: "maxlength", threshold: 40, message: "This field has a too long input." },
      ],
    },
    {
      name: "your-website",
      type: "url",
      label: "Website",
      autocomplete: "url",
      rules: [
        { rule: "url", message: "Please enter a URL." },
        { rule: "maxlength", threshold: 300, message: "This field has a too long input." },
      ],
    },
    {
      name: "your-topic",
      type: "select",
      label: "Topic",
      emptyOption: "Choose a topic",
      options: ["Order question", "Custom overlay", "Wholesale", "Other"],
      rules: [
        {
          rule: "enum",
          accept: ["Order question", "Custom overlay", "Wholesale", "Other"],
          message: "This field has an invalid input.",
        },
      ],
    },
    {
      name: "preferred-date",
      type: "date",
      label: "Preferred date",
      rules: [
        { rule: "date", message: "Please enter a date in YYYY-MM-DD format." },
        { rule: "mindate", threshold: "today", message: "This field has a too early date." },
      ],
    },
    {
      name: "your-message",
      type: "textarea",
      label: "Your message",
      counter: true,
      rules: [
        { rule: "required", message: "Please fill out this field." },
        { rule: "minlength", threshold: 20, message: "This field has a too short input." },
        { rule: "maxlength", threshold: 1000, message: "This field has a too long input." },
      ],
    },
    {
      name: "your-file",
      type: "file",
      label: "Attachment (PDF, image or text, up to 2 MB)",
      accept: [".pdf", "image/*", ".txt"],
      rules: [
        {
          rule: "file",
          accept: [".pdf", "image/*", ".txt"],
          message: "You are not allowed to upload files of this type.",
        },
        { rule: "maxfilesize", threshold: 2 * 1024 * 1024, message: "The uploaded file is too large." },
      ],
    },
    {
      name: "quiz-sum",
      type: "quiz",
      label: "Quiz",
      questions: [
        { question: "What is 3 + 4?", answer: "7" },
        { question: "What is 2 + 6?", answer: "8" },
        { question: "What is 5 + 4?", answer: "9" },
        { question: "What is 9 − 4?", answer: "5" },
      ],
      rules: [{ rule: "required", message: "Please fill out this field." }],
    },
    {
      name: "privacy",
      type: "acceptance",
      label: "I agree to the privacy policy",
      rules: [],
    },
  ]),
  messages_json: JSON.stringify({
    mail_sent: "Thank you for your message. It has been sent.",
    mail_failed: "There was an error trying to send your message. Please try again later.",
    validation_failed: "One or more fields have an error. Please check and try again.",
    spam: "There was an error trying to send your message. Please try again later.",
    acceptance_missing: "You must accept the terms and conditions before sending your message.",
  }),
  mail_json: JSON.stringify({
    subject: "[_site_title]: [your-topic] from [your-name]",
    body: "From: [your-name] <[your-email]>\nPhone: [your-phone]\nWebsite: [your-website]\nTopic: [your-topic]\nPreferred date: [preferred-date]\nAttachment: [your-file]\n\n[your-message]",
  }),
  recipient: "hello@overlaylab.example",
};

const categoryNotes: Record<string, string> = {
  "stream-overlays":
    "Included: layered PNG files at 1920 × 1080, animated WebM versions with transparency, and a scene collection you can import into OBS Studio or Streamlabs Desktop in one step.",
  alerts:
    "Included: WebM alerts with transparency, matching sounds, and set-up guides for Streamlabs, StreamElements and OBS browser sources.",
  "emote-packs": "Included: every emote at 28, 56, 112 and 4096 px, ready for Twitch, YouTube and Discord uploads.",
  panels:
    "Included: panels at 320 × 100 px and 640 × 200 px for sharp display, blank versions and the source file with editable text.",
  transitions:
    "Included: 1080p and 1440p files with transparency, the transition point written in the file name and a matching sound effect.",
  bundles:
    "Included: every file of the pieces listed, set-up guides and free updates when we add new scenes to the theme.",
  merch:
    "Printed and packed to order in small batches. Ships in recycled packaging; see the size guide in the product photos.",
};

function describe(pitch: string, category: string, variable: boolean): string {
  const choose = variable
    ? "Choose your options above: every combination shows its own price, SKU and preview before you add it to the cart."
    : "One purchase, instant access: your download link arrives by e-mail and stays in your account.";
  const licence =
    category === "merch"
      ? "Questions about sizing or colours? Write to us from the contact page and we answer within a day."
      : "The personal license covers your own channels. Use the commercial license for client work or sponsored streams.";
  return [pitch, categoryNotes[category] ?? "", category === "merch" ? licence : `${choose}\n\n${licence}`]
    .filter(Boolean)
    .join("\n\n");
}

async function seedBlog(
  tx: Tx,
  postImages: Map<string, string>,
  imageIds: Map<string, number>,
  contactFormId: number,
): Promise<void> {
  const categoryIds = await insertReturningIds(
    tx,
    "post_categories",
    postCategoryDefs.map((c) => ({ slug: c.slug, name: c.name })),
    "slug",
  );
  const r = createRandom(7);
  const postLikes = new Map(postDefs.map((p) => [p.slug, r.int(3, 60)]));
  const postIds = await insertReturningIds(
    tx,
    "posts",
    postDefs.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: [...p.paragraphs, ...(p.embedsContactForm ? [`[contact-form id="${contactFormId}"]`] : [])].join("\n\n"),
      author_name: p.author,
      category_id: categoryIds.get(p.category)!,
      image_id: imageIds.get(postImages.get(p.slug)!)!,
      status: "publish",
      published_at: daysBefore(p.daysAgo, 9),
      like_count: postLikes.get(p.slug)!,
    })),
    "slug",
  );
  // Every like the pages count has its liker, so the avatars beside a count add up to it.
  const likes = postDefs.flatMap((p) =>
    demoLikes("post", postIds.get(p.slug)!, postLikes.get(p.slug)!, daysBefore(p.daysAgo, 6)),
  );
  const featured = Object.entries(postProductDefs);
  const productIds = new Map(
    (
      await tx
        .selectFrom("products")
        .select(["id", "slug"])
        .where("slug", "in", [...new Set(featured.flatMap(([, slugs]) => slugs))])
        .execute()
    ).map((p) => [p.slug, p.id]),
  );
  const postProducts = featured.flatMap(([post, slugs]) =>
    slugs
      .filter((slug) => productIds.has(slug))
      .map((slug, position) => ({ post_id: postIds.get(post)!, product_id: productIds.get(slug)!, position })),
  );
  if (postProducts.length > 0) await tx.insertInto("post_products").values(postProducts).execute();
  // Few rows, and replies need their parent's id: one insert each.
  const byPost = new Map<string, number[]>();
  for (const c of commentDefs) {
    const ids = byPost.get(c.post) ?? [];
    const def = postDefs.find((p) => p.slug === c.post)!;
    const likeCount = hashString(c.content) % 9;
    const row = await tx
      .insertInto("comments")
      .values({
        post_id: postIds.get(c.post)!,
        parent_id: c.parent === undefined ? null : ids[c.parent],
        customer_id: null,
        author_name: c.author,
        author_email: c.email,
        content: c.content,
        status: "approved",
        like_count: likeCount,
        created_at: daysBefore(def.daysAgo, 9 - c.hoursAfter),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    byPost.set(c.post, ids);
    likes.push(...demoLikes("comment", row.id, likeCount, daysBefore(def.daysAgo, 8 - c.hoursAfter)));
  }
  await insertRows(tx, "likes", likes);
  await insertRows(
    tx,
    "shares",
    postDefs.flatMap((p) =>
      shareServices.map((service) => ({
        post_id: postIds.get(p.slug)!,
        service,
        count: r.int(0, 140),
      })),
    ),
  );
}

/** The demo store's readers: 8 × 10 handles, more than any demo post's likes. */
const likerHandles = ["Pixel", "Neon", "Cozy", "Glitch", "Retro", "Lofi", "Turbo", "Nova"].flatMap((first) =>
  ["Fox", "Fern", "Byte", "Owl", "Wave", "Star", "Moth", "Comet", "Panda", "Rook"].map((second) => first + second),
);

/**
 * `count` likes of one post or comment by demo readers, as a visitor's like is stored (name, avatar,
 * a key no browser will ever carry). Which readers depends on the thing, so lists differ.
 */
function demoLikes(objectType: "post" | "comment", objectId: number, count: number, createdAt: string) {
  const first = hashString(`${objectType}:${objectId}`) % likerHandles.length;
  return Array.from({ length: Math.min(count, likerHandles.length) }, (_, i) => {
    const name = likerHandles[(first + i * 7) % likerHandles.length];
    return {
      object_type: objectType,
      object_id: objectId,
      liker_key: `demo-reader:${name}`,
      liker_name: name,
      avatar_url: avatarHref(name),
      created_at: createdAt,
    };
  });
}
