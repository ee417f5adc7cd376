import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb, writeTransaction, type DB } from "../app/lib/db.server";
import { env } from "../app/lib/env.server";
import { readRecordId } from "../app/lib/record-id";
import { formatMoney } from "../app/lib/money";
import { getSettings, forgetCachedSettings, setSetting } from "../app/modules/settings/settings.server";
import {
  isSettingKey,
  moneyFormatOf,
  settingDefaults,
  type SettingKey,
  type StoreSettings,
} from "../app/modules/settings/settings";
import { migrateToLatest } from "../database/migrate";
import { isStoreEmpty, seedDemoStore } from "../database/seed/demo";
import { describeSeed } from "../database/seed/cli";
import { restoreStock, setStockBySku } from "../app/modules/catalog/stock.server";
import { setPriceBySku } from "../app/modules/catalog/prices.server";
import { findSkuTarget, type SkuTarget } from "../app/modules/catalog/sku-lookup.server";
import { parsePrice, priceFields } from "../app/modules/catalog/prices";
import {
  ContactCommandError,
  formsList,
  formsSubmissions,
  newsletterList,
  purgeUploadsCommand,
} from "./contact-commands";
import { CouponCommandError, couponCommands, couponsHelp, runCouponCommand } from "./coupon-commands";
import { textTable } from "./text-table";
import { storeDateTime } from "./store-time";
import { terminalSafe } from "./terminal-text";
import {
  approveCommentCommand,
  CommentCommandError,
  commentsHelp,
  listComments,
  removeCommentCommand,
} from "./shop-comments";
import { approveVendor, assignProduct, findApprovedVendor, listVendors } from "../app/modules/vendor/vendor.server";
import { createOwnerAccount } from "../app/modules/account/account.server";
import { isValidUsername } from "../app/modules/account/account-fields";
import { accountMessages } from "../app/modules/account/account.messages";
import { passwordProblem, passwordProblemMessage } from "../app/modules/account/password-rules";
import { isValidEmailAddress } from "../app/lib/email-address";
import { storeHref } from "../app/lib/hrefs";
import { listReviews, setReviewStatus } from "../app/modules/catalog/reviews.server";
import { findReceivedOrder, releaseOrderCoupons } from "../app/modules/checkout/checkout.server";
import { originLabel } from "../app/modules/checkout/attribution";
import { settingValueProblem } from "../app/modules/settings/setting-rules";
import { settingsMessages } from "../app/modules/settings/settings.messages";
import { siteBanners } from "../app/modules/site/site.server";

/**
 * The shop owner's command line: `npm run shop -- <command>`. Each command is a function of
 * the database that returns the text to print, so tests call them directly.
 */

export class CommandError extends Error {}

export const helpText = `Overlay Lab owner commands (npm run shop -- <command>):

  seed [--reset]             seed the demo store when empty; --reset deletes all store data first
  stock:set <sku> <n>        set the stock of a product or variation (0 = out of stock)
  price:set <sku> <regular> [sale]
                             set the prices of a product or variation (19.99); no sale price ends a sale
  orders:list                list orders, newest first
  orders:show <number>       one order: lines, totals, addresses, note and where the shopper came from
  orders:cancel <number>     cancel an order: its items back in stock, its coupon uses given back
${couponsHelp}
  mail:list                  list the mail outbox, newest first (queued, sent, failed)
  settings:get [key]         show one store setting, or all of them
  settings:set <key> <value> change a store setting
  forms:list                 list the contact forms and how many messages each received
  forms:submissions [id]     the latest messages sent through the contact forms (one form's with an id)
  contact:purge-uploads      remove contact form files older than CONTACT_UPLOAD_RETENTION_DAYS (30)
  newsletter:list            newsletter subscribers and their status
${commentsHelp}
  vendors:list               list vendor accounts and their state
  vendors:approve <shopUrl>  approve a vendor: its /store/{shopUrl}/ page opens
  products:assign <sku> <shopUrl>
                             make a vendor the seller of a product
  owner:create <username> <email>
                             create the owner's account (password from OWNER_PASSWORD)
  reviews:list [status]      list product reviews, newest first (status: pending, approved, spam)
  reviews:approve <id>       approve a review (it then shows on the product page)
  reviews:spam <id>          mark a review as spam (it no longer shows)
  help                       show this text`;

const MAX_STOCK = 1_000_000;

/** Why a command for one product or variation cannot run on this SKU. */
function skuRefusal(
  sku: string,
  target: Extract<SkuTarget, { kind: "not-found" | "variable-product" }>,
  keptPerVariation: "stock is" | "prices are",
): CommandError {
  if (target.kind === "not-found") return new CommandError(`No product or variation has the SKU "${sku}".`);
  return new CommandError(
    `${sku} (${target.name}) is a variable product: its ${keptPerVariation} kept per variation. Use one of: ${target.variationSkus.join(", ")}.`,
  );
}

export async function setStock(db: DB, sku: string, amount: string): Promise<string> {
  if (!/^\d+$/.test(amount) || Number(amount) > MAX_STOCK) {
    throw new CommandError(`"${amount}" is not a valid stock quantity: use a whole number from 0 to ${MAX_STOCK}.`);
  }
  const quantity = Number(amount);
  const result = await writeTransaction(db, (tx) => setStockBySku(tx, sku, quantity));
  const said = (status: string) => (status === "instock" ? "in stock" : "out of stock");
  switch (result.kind) {
    case "not-found":
    case "variable-product":
      throw skuRefusal(sku, result, "stock is");
    case "variation":
      return `${sku} (${result.name}) stock set to ${quantity}: ${said(result.status)}. The product is now ${said(result.productStatus)}.`;
    case "product":
      return `${sku} (${result.name}) stock set to ${quantity}: ${said(result.status)}.`;
  }
}

export async function setPrice(db: DB, sku: string, regularText: string, saleText?: string): Promise<string> {
  const parse = (text: string) => {
    const cents = parsePrice(text);
    if (cents === null)
      throw new CommandError(`"${text}" is not a valid price: use an amount such as 19.99 (at most 1000000).`);
    return cents;
  };
  const fields = priceFields(parse(regularText), saleText === undefined ? null : parse(saleText));
  if ("error" in fields) throw new CommandError(fields.error);
  const result = await writeTransaction(db, (tx) => setPriceBySku(tx, sku, fields));
  const money = moneyFormatOf(await getSettings(db));
  const said = `${formatMoney(fields.regular_price, money)}${fields.sale_price === null ? "" : `, on sale for ${formatMoney(fields.sale_price, money)}`}`;
  switch (result.kind) {
    case "not-found":
    case "variable-product":
      throw skuRefusal(sku, result, "prices are");
    case "variation":
      return `${sku} (${result.name}) now costs ${said}. The product's prices run from ${formatMoney(result.productPrice.min, money)} to ${formatMoney(result.productPrice.max, money)}.`;
    case "product":
      return `${sku} (${result.name}) now costs ${said}.`;
  }
}

/** Orders that can still be cancelled: nothing has been shipped or refunded yet. */
const CANCELLABLE = new Set(["pending", "processing", "on-hold"]);

/** Cancels an order and puts its items back into stock, in one transaction. */
export async function cancelOrder(db: DB, orderNumber: string): Promise<string> {
  const id = orderNumberOf(orderNumber);
  return writeTransaction(db, async (tx) => {
    const order = await tx.selectFrom("orders").select(["id", "status"]).where("id", "=", id).executeTakeFirst();
    if (!order) throw new CommandError(`There is no order #${id}.`);
    if (!CANCELLABLE.has(order.status))
      throw new CommandError(
        `Order #${id} is ${order.status}: only pending, processing or on-hold orders can be cancelled.`,
      );
    const lines = await tx
      .selectFrom("order_lines")
      .select(["product_id", "variation_id", "quantity", "name"])
      .where("order_id", "=", id)
      .execute();
    await restoreStock(
      tx,
      lines.map((l) => ({ productId: l.product_id, variationId: l.variation_id, quantity: l.quantity, name: l.name })),
    );
    const coupons = await releaseOrderCoupons(tx, id);
    await tx.updateTable("orders").set({ status: "cancelled" }).where("id", "=", id).execute();
    const items = lines.reduce((n, l) => n + l.quantity, 0);
    const released = coupons.length > 0 ? ` Coupon use given back: ${coupons.join(", ")}.` : "";
    return `Order #${id} cancelled; ${items} item${items === 1 ? "" : "s"} back in stock.${released}`;
  });
}

function orderNumberOf(text: string): number {
  if (!/^#?\d{1,12}$/.test(text)) throw new CommandError(`"${text}" is not an order number (for example 42 or #42).`);
  const id = readRecordId(text.replace("#", ""));
  if (id === null) throw new CommandError(`There is no order #${text.replace("#", "")}.`);
  return id;
}

/** One order as the owner reads it, with its origin ("Origin: utm: newsletter"), worded as the new-order mail words it. */
export async function showOrder(db: DB, orderNumber: string): Promise<string> {
  const id = orderNumberOf(orderNumber);
  const row = await db
    .selectFrom("orders")
    .select(["order_key", "attribution_source_type", "attribution_utm_source", "customer_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  const order = row ? await findReceivedOrder(db, id, row.order_key) : null;
  if (!row || !order) throw new CommandError(`There is no order #${id}.`);
  const settings = await getSettings(db);
  const money = (cents: number) => formatMoney(cents, moneyFormatOf(settings));
  const account = row.customer_id
    ? await db.selectFrom("customers").select("username").where("id", "=", row.customer_id).executeTakeFirst()
    : undefined;
  return [
    `Order #${order.number} (${order.status}), placed ${storeDateTime(order.createdAt, settings.timezone)}`,
    `Customer: ${order.billingName} <${order.email}>${account ? `, account ${account.username}` : ", guest"}`,
    `Origin: ${originLabel({ source_type: row.attribution_source_type, utm_source: row.attribution_utm_source })}`,
    "",
    ...order.lines.map(
      (l) => `  ${l.name}${l.options ? ` (${l.options})` : ""} × ${l.quantity}  ${money(l.lineTotal)}`,
    ),
    "",
    `Subtotal: ${money(order.subtotal)}`,
    ...order.coupons.map((c) => `Coupon ${c.code}: -${money(c.discount)}`),
    ...(order.shippingMethod ? [`Shipping: ${money(order.shipping)} (${order.shippingMethod})`] : []),
    `Total: ${money(order.total)} by ${order.paymentMethodTitle}`,
    "",
    `Billing address: ${[order.billingName, ...order.billingAddress].join(", ")}; ${order.phone}`,
    ...(order.shipTo ? [`Shipping address: ${[order.shipTo.name, ...order.shipTo.address].join(", ")}`] : []),
    ...(order.note ? [`Note: ${order.note}`] : []),
  ].join("\n");
}

export async function listOrders(db: DB): Promise<string> {
  const orders = await db
    .selectFrom("orders")
    .leftJoin("order_lines", "order_lines.order_id", "orders.id")
    .select((eb) => [
      "orders.id",
      "orders.created_at",
      "orders.status",
      "orders.email",
      "orders.total",
      eb.fn.count<number>("order_lines.id").as("lines"),
    ])
    .groupBy(["orders.id", "orders.created_at", "orders.status", "orders.email", "orders.total"])
    .orderBy("orders.id", "desc")
    .execute();
  if (orders.length === 0) return "No orders yet.";
  const settings = await getSettings(db);
  const money = moneyFormatOf(settings);
  const rows = orders.map((o) => [
    `#${o.id}`,
    storeDateTime(o.created_at, settings.timezone),
    o.status,
    o.email,
    formatMoney(o.total, money),
    String(Number(o.lines)),
  ]);
  return `${textTable(["Order", "Date", "Status", "Email", "Total", "Lines"], rows, new Set([4, 5]))}\n${orders.length} order${orders.length === 1 ? "" : "s"}.`;
}

export async function listMail(db: DB): Promise<string> {
  const mails = await db
    .selectFrom("mail_outbox")
    .select(["id", "created_at", "status", "attempts", "to_address", "subject", "last_error"])
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  if (mails.length === 0) return "The mail outbox is empty.";
  const { timezone } = await getSettings(db);
  const rows = mails.map((m) => [
    String(m.id),
    storeDateTime(m.created_at, timezone),
    m.status,
    String(m.attempts),
    m.to_address,
    m.subject,
    m.last_error,
  ]);
  const queued = mails.filter((m) => m.status === "queued").length;
  return `${textTable(["Id", "Created", "Status", "Tries", "To", "Subject", "Last error"], rows, new Set([0, 3]))}\n${mails.length} message${mails.length === 1 ? "" : "s"}, ${queued} queued.`;
}

export async function getSettingText(db: DB, key?: string): Promise<string> {
  forgetCachedSettings();
  const settings = await getSettings(db);
  if (key === undefined)
    return (Object.keys(settingDefaults) as SettingKey[]).map((k) => `${k} = ${settings[k]}`).join("\n");
  if (!isSettingKey(key)) throw new CommandError(unknownSettingMessage(key));
  return `${key} = ${settings[key]}`;
}

function unknownSettingMessage(key: string): string {
  return `Unknown setting "${key}". Known settings: ${Object.keys(settingDefaults).join(", ")}.`;
}

export async function setSettingValue(db: DB, key: string, value: string | undefined): Promise<string> {
  if (!isSettingKey(key)) throw new CommandError(unknownSettingMessage(key));
  if (value === undefined)
    throw new CommandError(`settings:set needs a value: npm run shop -- settings:set ${key} <value>`);
  const problem = settingValueProblem(key, value);
  if (problem) throw new CommandError(problem);
  await setSetting(db, key, value);
  const note = bannerNote(key, await getSettings(db));
  return note ? `${key} = ${value}\n${note}` : `${key} = ${value}`;
}

/** The banners that show only when turned on and given a text (siteBanners), with their settings. */
const bannerSettings = [
  { shown: "storeNotice", name: "The store notice", enabled: "store_notice_enabled", text: "store_notice_text" },
  { shown: "comingSoon", name: "The coming-soon banner", enabled: "coming_soon_enabled", text: "coming_soon_text" },
] as const;

/**
 * What a banner still needs after a change of one of its settings, or null. Turning a banner on
 * without a text, or writing a text for one that is off, changes no page: the owner is told so.
 */
function bannerNote(key: SettingKey, settings: StoreSettings): string | null {
  const banner = bannerSettings.find((b) => key === b.enabled || key === b.text);
  if (!banner || siteBanners(settings)[banner.shown]) return null;
  if (settings[banner.enabled] === "yes") return settingsMessages.bannerNeedsText(banner.name, banner.text);
  return key === banner.text && settings[banner.text].trim() !== ""
    ? settingsMessages.bannerNeedsEnabling(banner.name, banner.enabled)
    : null;
}

const REVIEW_STATUSES = ["pending", "approved", "spam"] as const;

export async function listReviewsText(db: DB, status?: string): Promise<string> {
  if (status !== undefined && !(REVIEW_STATUSES as readonly string[]).includes(status))
    throw new CommandError(`Unknown review status "${status}": use one of ${REVIEW_STATUSES.join(", ")}.`);
  const reviews = await listReviews(db, status);
  if (reviews.length === 0) return status ? `No ${status} reviews.` : "No reviews yet.";
  const rows = reviews.map((r) => [
    String(r.id),
    r.createdAt.slice(0, 10),
    r.status,
    `${r.rating}/5`,
    r.product,
    `${r.author} <${r.email}>`,
    r.content.length > 60 ? `${r.content.slice(0, 57).replace(/\s+/g, " ")}…` : r.content.replace(/\s+/g, " "),
  ]);
  return `${textTable(["Id", "Date", "Status", "Rating", "Product", "Author", "Review"], rows, new Set([0]))}\n${reviews.length} review${reviews.length === 1 ? "" : "s"}.`;
}

export async function changeReviewStatus(db: DB, idText: string, status: "approved" | "spam"): Promise<string> {
  if (!/^\d{1,12}$/.test(idText)) throw new CommandError(`"${idText}" is not a review id (see reviews:list).`);
  const id = readRecordId(idText);
  const result = id === null ? { ok: false as const } : await setReviewStatus(db, id, status);
  if (!result.ok) throw new CommandError(`There is no review ${idText}.`);
  if (result.previous === status) return `Review ${idText} was already ${status}.`;
  return status === "approved"
    ? `Review ${idText} approved; it now shows on the product page.`
    : `Review ${idText} marked as spam.`;
}

export async function seedCommand(db: DB, args: string[], uploadsDir: string): Promise<string> {
  const unknown = args.filter((a) => a !== "--reset");
  if (unknown.length > 0) throw new CommandError(`Unknown option "${unknown[0]}" for seed. Use: seed [--reset]`);
  const reset = args.includes("--reset");
  if (!reset && !(await isStoreEmpty(db)))
    return "The store already has products; nothing seeded. Use seed --reset to start over.";
  return describeSeed(await seedDemoStore(db, { uploadsDir, reset }));
}

function asCommandError(error: unknown): never {
  if (error instanceof CommentCommandError || error instanceof CouponCommandError)
    throw new CommandError(error.message);
  throw error;
}

export async function listVendorsText(db: DB): Promise<string> {
  const vendors = await listVendors(db);
  if (vendors.length === 0) return "No vendors yet.";
  const rows = vendors.map((v) => [v.shopUrl, v.username, v.email, v.status, String(v.products)]);
  return `${textTable(["Shop URL", "Username", "Email", "State", "Products"], rows, new Set([4]))}\n${vendors.length} vendor${vendors.length === 1 ? "" : "s"}.`;
}

export async function approveVendorText(db: DB, shopUrl: string): Promise<string> {
  const result = await approveVendor(db, shopUrl);
  if (result === "not-found") throw new CommandError(`No vendor has the shop URL "${shopUrl}".`);
  if (result === "already") return `${shopUrl} was already approved.`;
  return `${shopUrl} approved: its shop is open at ${storeHref(shopUrl)}.`;
}

export async function assignProductText(db: DB, sku: string, shopUrl: string): Promise<string> {
  const result = await assignProduct(db, sku, shopUrl);
  if (result === "no-product") {
    // A vendor sells a whole product; a variation's SKU is an easy slip, so name the product's own.
    const target = await findSkuTarget(db, sku);
    const parent =
      target.kind === "variation"
        ? await db.selectFrom("products").select("sku").where("id", "=", target.productId).executeTakeFirst()
        : undefined;
    if (target.kind === "variation")
      throw new CommandError(
        `${sku} is a variation of ${target.name}: a vendor sells the whole product${parent?.sku ? `, use ${parent.sku}` : ""}.`,
      );
    throw new CommandError(`No product has the SKU "${sku}".`);
  }
  if (result === "no-vendor") throw new CommandError(`No vendor has the shop URL "${shopUrl}".`);
  // A pending vendor's products say nothing of it yet: the owner is told what opens them.
  if (!(await findApprovedVendor(db, shopUrl)))
    return `${sku} is now sold by ${shopUrl}, which is still pending: its product page says "Sold by" once it is approved (npm run shop -- vendors:approve ${shopUrl}).`;
  return `${sku} is now sold by ${shopUrl}.`;
}

export async function createOwnerText(db: DB, username: string, email: string, password: string): Promise<string> {
  if (!isValidUsername(username)) throw new CommandError(accountMessages.usernameInvalid);
  if (!isValidEmailAddress(email)) throw new CommandError(accountMessages.emailInvalid);
  if (!password) throw new CommandError("Set the password in OWNER_PASSWORD (it is not taken on the command line).");
  const problem = passwordProblem(password, [username, email]);
  if (problem) throw new CommandError(passwordProblemMessage(problem));
  const result = await createOwnerAccount(db, { username, email, password });
  if (result === "taken") throw new CommandError("An account already has that username or email address.");
  return `Owner account ${username} created.`;
}

/** Runs one command line; throws CommandError for anything the owner typed wrong. */
type CommandOptions = { uploadsDir: string; contactUploadsDir?: string; contactUploadRetentionDays?: number };

/** Runs an owner command; its text is made safe for the terminal (what shoppers typed is in it). */
export async function runShopCommand(db: DB, argv: string[], opts: CommandOptions): Promise<string> {
  try {
    return terminalSafe(await runCommand(db, argv, opts));
  } catch (error) {
    if (error instanceof CommandError) throw new CommandError(terminalSafe(error.message));
    throw error;
  }
}

async function runCommand(db: DB, argv: string[], opts: CommandOptions): Promise<string> {
  const [command, ...args] = argv;
  const needArgs = (n: number, usage: string) => {
    if (args.length !== n) throw new CommandError(`Usage: npm run shop -- ${usage}`);
  };
  if ((couponCommands as readonly string[]).includes(command))
    return runCouponCommand(db, command, args).catch(asCommandError);
  switch (command) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      return helpText;
    case "seed":
      return seedCommand(db, args, opts.uploadsDir);
    case "stock:set":
      needArgs(2, "stock:set <sku> <n>");
      return setStock(db, args[0], args[1]);
    case "price:set":
      if (args.length < 2 || args.length > 3)
        throw new CommandError("Usage: npm run shop -- price:set <sku> <regular> [sale]");
      return setPrice(db, args[0], args[1], args[2]);
    case "orders:list":
      needArgs(0, "orders:list");
      return listOrders(db);
    case "orders:show":
      needArgs(1, "orders:show <number>");
      return showOrder(db, args[0]);
    case "orders:cancel":
      needArgs(1, "orders:cancel <number>");
      return cancelOrder(db, args[0]);
    case "mail:list":
      needArgs(0, "mail:list");
      return listMail(db);
    case "settings:get":
      if (args.length > 1) throw new CommandError("Usage: npm run shop -- settings:get [key]");
      return getSettingText(db, args[0]);
    case "settings:set":
      needArgs(2, "settings:set <key> <value>   (quote values with spaces)");
      return setSettingValue(db, args[0], args[1]);
    case "forms:list":
      needArgs(0, "forms:list");
      return formsList(db);
    case "forms:submissions":
      if (args.length > 1) throw new CommandError("Usage: npm run shop -- forms:submissions [form id]");
      return formsSubmissions(db, args[0]).catch((e: unknown) => {
        throw e instanceof ContactCommandError ? new CommandError(e.message) : e;
      });
    case "contact:purge-uploads":
      needArgs(0, "contact:purge-uploads");
      return purgeUploadsCommand(
        db,
        opts.contactUploadsDir ?? env.contactUploadsDir,
        opts.contactUploadRetentionDays ?? env.contactUploadRetentionDays,
      );
    case "newsletter:list":
      needArgs(0, "newsletter:list");
      return newsletterList(db);
    case "comments:list":
      return listComments(db, args).catch(asCommandError);
    case "comments:approve":
      needArgs(1, "comments:approve <id>");
      return approveCommentCommand(db, args[0]).catch(asCommandError);
    case "comments:remove":
      needArgs(1, "comments:remove <id>");
      return removeCommentCommand(db, args[0]).catch(asCommandError);
    case "vendors:list":
      needArgs(0, "vendors:list");
      return listVendorsText(db);
    case "vendors:approve":
      needArgs(1, "vendors:approve <shopUrl>");
      return approveVendorText(db, args[0]);
    case "products:assign":
      needArgs(2, "products:assign <sku> <shopUrl>");
      return assignProductText(db, args[0], args[1]);
    case "owner:create":
      needArgs(2, "owner:create <username> <email>   (with OWNER_PASSWORD set)");
      return createOwnerText(db, args[0], args[1], process.env.OWNER_PASSWORD ?? "");
    case "reviews:list":
      if (args.length > 1) throw new CommandError("Usage: npm run shop -- reviews:list [pending|approved|spam]");
      return listReviewsText(db, args[0]);
    case "reviews:approve":
      needArgs(1, "reviews:approve <id>");
      return changeReviewStatus(db, args[0], "approved");
    case "reviews:spam":
      needArgs(1, "reviews:spam <id>");
      return changeReviewStatus(db, args[0], "spam");
    default:
      throw new CommandError(`Unknown command "${command}".\n\n${helpText}`);
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // Answer help and obvious typos without touching the database.
  if (argv.length === 0 || ["help", "--help", "-h"].includes(argv[0])) {
    console.log(helpText);
    return 0;
  }
  const db = createDb({ databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath });
  try {
    await migrateToLatest(db);
    console.log(await runShopCommand(db, argv, { uploadsDir: env.uploadsDir }));
    return 0;
  } catch (error) {
    console.error(error instanceof CommandError ? error.message : terminalSafe(`Failed: ${(error as Error).message}`));
    return 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then((code) => process.exit(code));
}
