import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, waitPastAntiSpamMinimum } from "./fixtures";
import { violationsOf } from "./helpers-axe";
import { afterTwoFrames, setMadeUpLikers, shopCommand, waitUntilHydrated, waitUntilTakenOver } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";
import { blogMessages } from "../app/modules/blog/blog.messages";
import { errorPageMessages } from "../app/modules/site/error-page.messages";
import { refusedHeading } from "../app/modules/site/error-page-headings";
import { MORE_HOVER_CLOSE_MS, MORE_HOVER_OPEN_MS, MORE_RECENT_OPEN_MS } from "../app/modules/blog/share-rules";

const POST = "/blog/how-to-choose-a-stream-overlay/";
const OTHER_POST = "/blog/obs-scene-setup-for-beginners/";
const THIRD_POST = "/blog/stinger-transitions-explained/";

async function writeComment(page: Page, text: string, name: string, email: string): Promise<void> {
  const form = page.locator("#respond");
  await form.getByRole("textbox", { name: "Comment" }).fill(text);
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await waitPastAntiSpamMinimum(form);
}

test.describe("blog pages @desktop", () => {
  test("a page number written with a leading zero is sent on to the page's one address, as the shop's is", async ({
    request,
  }) => {
    for (const [address, first] of [
      ["/shop/page/01/", "/shop/"],
      ["/shop/page/02/", "/shop/page/2/"],
      ["/blog/page/01/", "/blog/"],
      ["/blog/page/02/", "/blog/page/2/"],
      ["/category/overlay-design/page/01/", "/category/overlay-design/"],
    ]) {
      const answer = await request.get(address, { maxRedirects: 0 });
      expect(answer.status(), address).toBe(301);
      expect(new URL(answer.headers()["location"], "http://shop.test").pathname, address).toBe(first);
    }
  });

  test("index, pagination, category, post with author, date, reading time and neighbours", async ({ page }) => {
    await page.goto("/blog/");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Blog pagination" })
      .getByRole("link", { name: /Older posts/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await page.goto("/category/overlay-design/");
    await expect(page.getByRole("heading", { level: 1, name: "Overlay Design" })).toBeVisible();
    await page.goto(POST);
    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(
      "How to choose a stream overlay that fits your channel",
    );
    await expect(article.getByText("By Mara Lindqvist")).toBeVisible();
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    await expect(article.locator("img[srcset]").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Post navigation" })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("BlogPosting");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  test("a post shows the products it features, and a product page the posts that feature it", async ({ page }) => {
    await page.goto(POST);
    const products = page.getByRole("region", { name: "Products in this post" });
    await expect(products.getByRole("link", { name: "Starter Overlay Pack", exact: true }).first()).toBeVisible();
    await expect(products.getByRole("button", { name: /^Add “.*” to your cart$/ }).first()).toBeVisible();
    await page.goto("/product/starter-overlay-pack/");
    const featured = page.getByRole("region", { name: "Featured in" });
    await featured.getByRole("link", { name: "How to choose a stream overlay that fits your channel" }).click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
  });

  test("feed, sitemap and robots", async ({ request }) => {
    const feed = await request.get("/feed/");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain("<title>How to choose a stream overlay that fits your channel</title>");
    const sitemap = await request.get("/sitemap.xml");
    const xml = await sitemap.text();
    expect(xml).toContain("/product/");
    expect(xml).toContain("/product-category/");
    expect(xml).toContain(`${POST}</loc>`);
    expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("a post page asks no other host for anything", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    await page.goto(POST);
    await waitUntilHydrated(page);
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole("button", { name: /^Like/ }).first()).toBeVisible();
    expect(foreign).toEqual([]);
  });
});

test.describe("comments, likes and sharing with JavaScript @desktop", () => {
  test("a first comment is held and shown to its author only, as text", async ({ page, browser, baseURL }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const payload = `<img src=x onerror="window.__xss=1"> held ${Date.now()}`;
    await writeComment(page, payload, "Tess", `tess${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your comment is awaiting moderation." })).toBeVisible();
    const mine = page.locator("article[id^=comment-]").filter({ hasText: payload });
    await expect(mine).toContainText("Your comment is awaiting moderation.");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Another visitor (no cookie) never sees it.
    const other = await browser.newContext({ baseURL });
    try {
      const guest = await other.newPage();
      await guest.goto(POST);
      await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(guest.getByText(payload)).toHaveCount(0);
      await expect(guest.getByText("Your comment is awaiting moderation.")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("a comment by a long name without spaces stays inside a 390 px window", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    const name = `Streamer${"N".repeat(70)}${Date.now()}`;
    await writeComment(page, `Long name ${Date.now()}`, name, `long${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("article[id^=comment-]").filter({ hasText: name })).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  test("Reply moves the form under the comment, Cancel reply moves it back; Ctrl+Enter sends", async ({ page }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Reply to / }) })
      .first();
    const author = (await first.locator("b").first().textContent())!;
    await first.getByRole("link", { name: `Reply to ${author}` }).click();
    await expect(page.locator('#respond input[name="comment_parent"]')).not.toHaveValue("0");
    await expect(page.getByRole("textbox", { name: "Comment" })).toBeFocused();
    // The form now sits in the comment's list item.
    await expect(page.locator("li").filter({ has: first }).locator("#respond")).toHaveCount(1);
    await page.getByRole("link", { name: "Cancel reply" }).click();
    await expect(page.locator('#respond input[name="comment_parent"]')).toHaveValue("0");
    await expect(page.getByRole("link", { name: "Cancel reply" })).toHaveCount(0);

    await writeComment(page, `Sent with the keyboard ${Date.now()}`, "Kim", `kim${Date.now()}@example.com`);
    // From any field of the form, not only the comment box.
    await page.locator("#respond").getByRole("textbox", { name: "Email", exact: true }).press("Control+Enter");
    await expect(page.getByRole("status").filter({ hasText: "Your comment is awaiting moderation." })).toBeVisible();
    // The keyboard is not left at the top of the page: the cursor is back in the emptied comment box.
    await expect(page.getByRole("textbox", { name: "Comment" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  });

  test("going on to another post after Reply or Email starts that post afresh, with its comment form", async ({
    page,
  }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    await page
      .getByRole("link", { name: /^Reply to / })
      .last()
      .click();
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    await page.getByRole("button", { name: "Email", exact: true }).click();
    await expect(page.getByRole("form", { name: "Email this post" })).toBeVisible();
    await page.getByRole("navigation", { name: "Post navigation" }).getByRole("link").first().click();
    await expect(page).not.toHaveURL(new RegExp(`${POST}$`));
    await expect(page.getByRole("form", { name: "Leave a Reply" })).toBeVisible();
    await expect(page.locator('#respond input[name="comment_parent"]')).toHaveValue("0");
    await expect(page.getByRole("link", { name: "Cancel reply" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Email", exact: true })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("form", { name: "Email this post" })).toHaveCount(0);
  });

  test("Reply and Cancel reply move what was typed along; a stored reply keeps the name and e-mail", async ({
    page,
  }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const form = page.locator("#respond");
    const email = `lou${Date.now()}@example.com`;
    const text = `Typed before choosing whom to answer ${Date.now()}`;
    await writeComment(page, text, "Lou", email);
    await page
      .getByRole("link", { name: /^Reply to / })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue(text);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Lou");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await page.getByRole("link", { name: "Cancel reply" }).click();
    await expect(page.getByRole("link", { name: "Cancel reply" })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue(text);
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);

    await page
      .getByRole("link", { name: /^Reply to / })
      .first()
      .click();
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("section > #respond").getByRole("status")).toHaveText(
      "Your comment is awaiting moderation.",
    );
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Lou");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);

    // A comment refused after that (sent too soon after the reply) keeps its text.
    const next = `And one more thing ${Date.now()}`;
    await form.getByRole("textbox", { name: "Comment" }).fill(next);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("alert")).toHaveText("You are posting comments too quickly. Slow down.");
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue(next);
  });

  test("a reply sent in the background is confirmed in the form's status, like a comment", async ({ page }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Reply to / }) })
      .first();
    await first.getByRole("link", { name: /^Reply to / }).click();
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    const text = `A reply with a confirmation ${Date.now()}`;
    await writeComment(page, text, "Rae", `rae${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    // Stored, the form goes back to the end of the comments (a new form there), and still says so.
    await expect(page.getByRole("link", { name: "Cancel reply" })).toHaveCount(0);
    await expect(page.locator("section > #respond").getByRole("status")).toHaveText(
      "Your comment is awaiting moderation.",
    );
    await expect(page.locator("article[id^=comment-]").filter({ hasText: text })).toBeVisible();
  });

  test("a refused comment puts the focus on its first invalid field", async ({ page }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const form = page.locator("#respond");
    await form.getByRole("textbox", { name: "Comment" }).fill("Almost ready");
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toBeFocused();
  });

  test("a comment sent just after a Like is taken: the form's clock started when the page was shown", async ({
    page,
  }) => {
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    const form = page.locator("#respond");
    await writeComment(page, `Written before a like ${Date.now()}`, "Lee", `lee${Date.now()}@example.com`);
    const stamp = await form.locator('input[name="_timestamp"]').inputValue();
    // The like reloads the page's data in the background; the comment goes at once after it.
    const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(".data"));
    await page.locator("#likes").getByRole("button", { name: /^Like/ }).click();
    await reloaded;
    await expect(form.locator('input[name="_timestamp"]')).toHaveValue(stamp);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("status")).toHaveText(
      /^(Your comment is awaiting moderation\.|Your comment has been posted\.)$/,
    );
    await expect(form.getByRole("alert")).toHaveCount(0);
  });

  test("likes a post and a comment, and unlikes", async ({ page }) => {
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    const like = page.locator("#likes").getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    const before = Number((await like.textContent())!.replace(/\D/g, ""));
    // The button shows the like at once, while it is sent; the reload below waits for its answer,
    // which brings the visitor's cookie (a reload before it would drop both).
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/blog/"));
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await answered;
    // The count the server answers: one more than the page showed, or more when other visitors (the
    // other test projects, in parallel) liked the post meanwhile.
    await expect
      .poll(async () => Number((await like.textContent())!.replace(/\D/g, "")))
      .toBeGreaterThanOrEqual(before + 1);
    await expect(page.getByRole("list", { name: "Liked by" }).getByRole("img")).not.toHaveCount(0);
    // The state survives a reload: it comes from the visitor's own request.
    await page.reload();
    await waitUntilHydrated(page);
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    await page.locator("#likes").getByRole("button", { name: /^Like/ }).click();
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    const commentLike = page.locator("article[id^=comment-]").first().getByRole("button", { name: /^Like/ });
    await commentLike.click();
    await expect(commentLike).toHaveAttribute("aria-pressed", "true");
  });

  test("a Like that gets no answer says so beside the button, and the post stays on screen", async ({ page }) => {
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const like = page.locator("#likes").getByRole("button", { name: /^Like/ });
    const pressed = await like.getAttribute("aria-pressed");
    // The visitor's connection drops as they press Like: neither the like nor a reload of the post's data gets through.
    await page.route(
      (url) => url.pathname.startsWith(OTHER_POST.replace(/\/$/, "")),
      (route) => route.abort("internetdisconnected"),
    );
    await like.click();
    await expect(page.locator("#likes").getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    // Nothing was counted: the button is pressed as it was before (its count may move with other visitors' likes).
    await expect(like).toHaveAttribute("aria-pressed", pressed!);
  });

  test("a share or an e-mail share that gets no answer leaves the post on screen; the e-mail form says why", async ({
    page,
  }) => {
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    // The visitor's connection drops: the shop's answers to the post's forms never come.
    await page.route(
      (url) => url.pathname.startsWith(OTHER_POST.replace(/\/$/, "")),
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );
    const share = page.getByRole("button", { name: "Share on Facebook" });
    // Pressed before the page's script has it, the share is the form sent without JavaScript.
    await waitUntilTakenOver(share);
    const counted = page.waitForEvent("requestfailed", (r) => r.method() === "POST");
    const popup = page.waitForEvent("popup");
    await share.click();
    await (await popup).close();
    await counted;
    await afterTwoFrames(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

    await page.getByRole("button", { name: "Email", exact: true }).click();
    const form = page.getByRole("form", { name: "Email this post" });
    await form.getByRole("textbox", { name: "Your name" }).fill("Zoë");
    await form.getByRole("textbox", { name: "Send to email address" }).fill("friend@example.com");
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(form.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Zoë");
    await expect(form.getByRole("textbox", { name: "Send to email address" })).toHaveValue("friend@example.com");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("a reply that gets no answer says why in the comment form, which keeps what was typed and its place", async ({
    page,
  }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await page
      .getByRole("link", { name: /^Reply to / })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    const form = page.locator("#respond");
    const parent = await form.locator('input[name="comment_parent"]').inputValue();
    const email = `offline${Date.now()}@example.com`;
    await writeComment(page, "Written on a train, sent in a tunnel", "Ines", email);
    // The visitor's connection drops as they send it: neither the comment nor a reload of the post's data gets through.
    await page.route(
      (url) => url.pathname.startsWith(POST.replace(/\/$/, "")),
      (route) => route.abort("internetdisconnected"),
    );
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(form.getByRole("textbox", { name: "Comment" })).toHaveValue("Written on a train, sent in a tunnel");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Ines");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    // Still a reply to the same comment, and the post is still on screen.
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    await expect(form.locator('input[name="comment_parent"]')).toHaveValue(parent);
    await expect(form.getByRole("button", { name: "Post Comment" })).toBeEnabled();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("More opens by click and by keyboard, Escape closes it; a share is counted", async ({ page }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const more = page.getByRole("button", { name: "More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Share on Pinterest" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(more).toBeFocused();

    // The network's page is answered here: no test reaches another host.
    await page
      .context()
      .route(/^https:\/\/x\.com\//, (route) => route.fulfill({ body: "shared", contentType: "text/plain" }));
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Share on X" }).click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toContain("nb=1");
    // The network's window has no hold on the post's page.
    expect(await opened.evaluate(() => window.opener === null)).toBe(true);
    await opened.close();
    await expect(page.getByText(/^\d+ X shares?$/)).toBeAttached();
  });

  test("More opens 200 ms into a hover and closes 300 ms after the pointer leaves; a click just after keeps it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(POST);
    await waitUntilHydrated(page);
    const more = page.getByRole("button", { name: "More" });
    await more.scrollIntoViewIfNeeded();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await more.hover();
    await page.clock.runFor(MORE_HOVER_OPEN_MS - 50);
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(100);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    // A click right after the hover opened it (within the recent-open window) leaves it open.
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    // The pointer moving on into the pane keeps it open.
    const pinterest = page.getByRole("button", { name: "Share on Pinterest" });
    await pinterest.hover();
    await page.clock.runFor(MORE_HOVER_CLOSE_MS + 100);
    await expect(pinterest).toBeVisible();

    await page.mouse.move(1, 1);
    await page.clock.runFor(MORE_HOVER_CLOSE_MS - 50);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(100);
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(pinterest).toBeHidden();

    // Past the recent-open window, a click on More closes the pane a hover opened.
    await more.hover();
    await page.clock.runFor(MORE_HOVER_OPEN_MS + 50);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(MORE_RECENT_OPEN_MS);
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "false");
  });

  test("Press This quotes the text the reader selected in the post", async ({ page }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    // Select the post's first paragraph, as a reader does with the mouse.
    const paragraph = page.getByRole("article").locator("p").first();
    const quote = (await paragraph.innerText()).trim();
    await paragraph.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
    await page
      .context()
      .route(/^https:\/\/wordpress\.com\//, (route) => route.fulfill({ body: "pressed", contentType: "text/plain" }));
    await page.getByRole("button", { name: "More" }).click();
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Share on Press This" }).click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toContain("press-this.php");
    const sent = new URL(opened.url()).searchParams;
    expect(sent.get("nb")).toBe("1");
    expect(sent.get("sel")).toBe(quote.replace(/\s+/g, " ").slice(0, 1000));
    await opened.close();
    await expect(page.getByText(/^\d+ Press This shares?$/)).toBeAttached();
  });

  test("Email sends the post through the shop, and refuses a third send", async ({ page }) => {
    // Its own recipient each run: one mailbox is sent at most five posts a day, whoever sends them.
    const friend = `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.goto(OTHER_POST);
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Email", exact: true }).click();
    const form = page.getByRole("form", { name: "Email this post" });
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Your name" })).toBeFocused();
    // A form filled in a blink is refused in the e-mail share's own words.
    const stamp = form.locator('input[name="_timestamp"]');
    const shownAt = await stamp.inputValue();
    await stamp.evaluate((input: HTMLInputElement) => (input.value = String(Date.now())));
    await form.getByRole("textbox", { name: "Your name" }).fill("Sam");
    await form.getByRole("textbox", { name: "Send to email address" }).fill(friend);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "This post could not be sent. Please wait a moment, then try again.",
    );
    await stamp.evaluate((input: HTMLInputElement, value: string) => (input.value = value), shownAt);
    // Sends follow each other quickly: the form's clock started when the page was shown.
    for (let i = 1; i <= 3; i++) {
      await form.getByRole("textbox", { name: "Your name" }).fill("Sam");
      await form.getByRole("textbox", { name: "Send to email address" }).fill(friend);
      await waitPastAntiSpamMinimum(form);
      await form.getByRole("button", { name: "Send email" }).click();
      if (i < 3) {
        await expect(form.getByRole("status")).toHaveText("Thanks! The post has been sent.");
        // Not dropped to the top of the page: the focus is on the thanks.
        await expect(form.getByRole("status")).toBeFocused();
      }
    }
    // The refusal is a block with a heading of its own, then what to do.
    const refusal = form.getByRole("alert");
    await expect(refusal.locator("p")).toHaveText([
      "This post was not sent",
      "You have already sent this post twice. Please wait a while before sending it again.",
    ]);
  });

  test("no axe violations on the blog index and on a post with comments and the More pane open", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/blog/");
      await waitUntilHydrated(page);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.goto(POST);
      await waitUntilHydrated(page);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.getByRole("button", { name: "More" }).click();
      await expect(page.getByRole("button", { name: "Share on Telegram" })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test("a 'Liked by' list long enough to scroll can be reached by keyboard; one that fits is no Tab stop @mobile", async ({
  page,
}) => {
  const slug = "merch-for-small-streamers";
  const popular = `/blog/${slug}/`;
  await setMadeUpLikers(slug, 90);
  try {
    await expect(async () => {
      await page.goto(popular);
      await expect(page.getByRole("list", { name: "Liked by" }).getByRole("listitem")).toHaveCount(90, {
        timeout: 500,
      });
    }).toPass();
    await waitUntilHydrated(page);
    const list = page.getByRole("list", { name: "Liked by" });
    // Ninety avatars at 28 px run past the list's 204 px on a phone: it scrolls, so Tab reaches it.
    expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true);
    await expect(list).toHaveAttribute("tabindex", "0");
    expect(await violationsOf(page)).toEqual([]);

    // Back to the post's own few dozen likers, who fit in the list's height.
    await setMadeUpLikers(slug, 0);
    await expect(async () => {
      await page.goto(popular);
      expect(await page.getByRole("list", { name: "Liked by" }).getByRole("listitem").count()).toBeLessThan(90);
    }).toPass();
    await waitUntilHydrated(page);
    const fitting = page.getByRole("list", { name: "Liked by" });
    expect(await fitting.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(false);
    await expect(fitting).not.toHaveAttribute("tabindex");
  } finally {
    await setMadeUpLikers(slug, 0);
  }
});

test.describe("comments, likes and sharing without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a product the post features is added to the cart, and the post says so", async ({ page }) => {
    await page.goto(POST);
    const products = page.getByRole("region", { name: "Products in this post" });
    await products.getByRole("button", { name: "Add “Cozy Cafe Overlay” to your cart", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${POST}\\?added_to_cart=\\d+&added_proof=[\\w-]+$`));
    await expect(page.getByRole("main").getByText("“Cozy Cafe Overlay” has been added to your cart.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("a share button takes the visitor on to the network, which the page's policy allows", async ({ page }) => {
    await page.route(/^https:\/\/www\.facebook\.com\//, (route) =>
      route.fulfill({ body: "shared", contentType: "text/plain" }),
    );
    await page.goto(POST);
    await page.getByRole("button", { name: "Share on Facebook" }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?.*&nb=1$/);
  });

  test("a name written right to left stays inside its words in the reply heading", async ({ page }) => {
    const post = "/blog/stinger-transitions-explained/";
    await page.goto(post);
    // U+202E turns the rest of its paragraph right to left unless something ends it.
    await writeComment(page, "A comment to reply to", "\u202Enimda", `rlo${Date.now()}@example.com`);
    await page.locator("#respond").getByRole("button", { name: "Post Comment" }).click();
    const id = new URL(page.url()).hash.match(/^#comment-(\d+)$/)![1];
    shopCommand("comments:approve", id);
    // The approval reaches the page within about a second.
    await expect(async () => {
      await page.goto(`${post}?replytocom=${id}`);
      await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible({ timeout: 500 });
    }).toPass();
    const heading = page.locator("#respond h3");
    // The link comes after the whole heading text on the line, not between its words.
    const [textRight, linkLeft] = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      const link = h.querySelector("a")!;
      range.setEndBefore(link);
      return [range.getBoundingClientRect().right, link.getBoundingClientRect().left];
    });
    expect(linkLeft).toBeGreaterThanOrEqual(textRight);
  });

  test("a reply through ?replytocom=, held for its author; a like; a share goes on to the network", async ({
    page,
  }) => {
    await page.goto(POST);
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Reply to / }) })
      .first();
    const reply = first.getByRole("link", { name: /^Reply to / });
    const href = (await reply.getAttribute("href"))!;
    expect(href).toMatch(/\?replytocom=\d+#respond$/);
    await reply.click();
    const parentId = href.match(/replytocom=(\d+)/)![1];
    await expect(page.locator('#respond input[name="comment_parent"]')).toHaveValue(parentId);
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeVisible();
    // The form is named by its heading's words, without the Cancel reply link beside them.
    const author = (await first.locator("b").first().textContent())!;
    await expect(page.getByRole("form", { name: `Reply to ${author}`, exact: true })).toBeVisible();

    const text = `No script reply ${Date.now()}`;
    await writeComment(page, text, "Noor", `noor${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    const mine = page.locator("article[id^=comment-]").filter({ hasText: text });
    await expect(mine).toContainText("Your comment is awaiting moderation.");
    // Nested in the parent's list.
    await expect(page.locator(`li:has(> #comment-${parentId}) ol`).getByText(text)).toBeVisible();

    // A share without JavaScript is a form: counted, then on to the network with &nb=1.
    const shareForm = page.getByRole("button", { name: "Share on Facebook" }).locator("xpath=ancestor::form");
    await expect(shareForm.locator('input[name="service"]')).toHaveValue("facebook");
    const shared = await page.request.post(POST, {
      form: { intent: "share", service: "facebook" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(shared.status()).toBe(303);
    expect(shared.headers()["location"]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?.*&nb=1$/);

    const like = page.locator("#likes").getByRole("button", { name: /^Like/ });
    const pressedBefore = await like.getAttribute("aria-pressed");
    await like.click();
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toHaveAttribute(
      "aria-pressed",
      pressedBefore === "true" ? "false" : "true",
    );
  });

  test("a Like sent again (a double click, a resent form) leaves the post liked, not undone", async ({ page }) => {
    await page.goto(OTHER_POST);
    const like = page.locator("#likes").getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    const form = like.locator("xpath=ancestor::form");
    const fields = Object.fromEntries(
      await form
        .locator('input[type="hidden"]')
        .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
    );
    await like.click();
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    // The same press once more, as a second click of a double click sends it.
    const again = await page.request.post(OTHER_POST, {
      form: fields,
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    await page.reload();
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("a Like for a comment removed since the page was shown says why, where the page comes back", async ({
    page,
  }) => {
    const post = "/blog/stinger-transitions-explained/";
    await page.goto(post);
    await writeComment(page, `Soon removed ${Date.now()}`, "Rhea", `rhea${Date.now()}@example.com`);
    await page.locator("#respond").getByRole("button", { name: "Post Comment" }).click();
    const id = new URL(page.url()).hash.match(/^#comment-(\d+)$/)![1];
    shopCommand("comments:approve", id);
    // The approval reaches guests' pages within about a second; the comment's Like is then there.
    const like = page.locator(`#comment-${id}`).getByRole("button", { name: /^Like/ });
    await expect(async () => {
      await page.context().clearCookies();
      await page.goto(post);
      await expect(like).toBeVisible({ timeout: 500 });
    }).toPass();

    // The owner removes it while the visitor reads; the visitor then likes it.
    shopCommand("comments:remove", id);
    await like.click();
    const refusal = page
      .getByRole("alert")
      .filter({ hasText: "That could not be liked. Please reload the page and try again." });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeInViewport();
    await expect(page.locator(`#comment-${id}`)).toHaveCount(1);
  });

  test("a refused reply comes back as the same reply, and is then stored under its parent", async ({ page }) => {
    await page.goto(OTHER_POST);
    const first = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Reply to / }) })
      .first();
    const reply = first.getByRole("link", { name: /^Reply to / });
    const author = (await first.locator("b").first().textContent())!;
    const parentId = (await reply.getAttribute("href"))!.match(/replytocom=(\d+)/)![1];
    await reply.click();
    const form = page.locator("#respond");
    const text = `Refused first, then a reply ${Date.now()}`;
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByRole("heading", { name: new RegExp(`^Reply to ${author}`) })).toBeVisible();
    await expect(form.locator('input[name="comment_parent"]')).toHaveValue(parentId);
    await expect(form.getByRole("link", { name: "Cancel reply" })).toBeVisible();

    await form.getByRole("textbox", { name: "Name" }).fill("Noa");
    await form.getByRole("textbox", { name: "Email" }).fill(`noa${Date.now()}@example.com`);
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(`li:has(> #comment-${parentId}) ol`).getByText(text)).toBeVisible();
  });

  test("a refused comment comes back with the form in view; Cancel reply then moves a refused reply back", async ({
    page,
  }) => {
    await page.goto(POST);
    const form = page.locator("#respond");
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText("Please enter your name.")).toBeInViewport();

    await page
      .getByRole("link", { name: /^Reply to / })
      .first()
      .click();
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText("Please enter your name.")).toBeInViewport();
    await expect(form.getByRole("heading", { name: /^Reply to / })).toBeVisible();
    await form.getByRole("link", { name: "Cancel reply" }).click();
    await expect(form.getByRole("heading", { name: "Leave a Reply" })).toBeVisible();
    await expect(form.locator('input[name="comment_parent"]')).toHaveValue("0");
    await expect(form.getByRole("link", { name: "Cancel reply" })).toHaveCount(0);
  });

  test("field errors keep what was typed", async ({ page }) => {
    await page.goto(POST);
    const form = page.locator("#respond");
    await form.getByRole("textbox", { name: "Comment" }).fill("Kept text");
    await waitPastAntiSpamMinimum(form);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("Kept text");
  });

  test("a refused e-mail share keeps what was typed", async ({ page }) => {
    await page.goto(OTHER_POST);
    await page
      .getByRole("group", { name: "Share this post" })
      .getByRole("link", { name: "Email", exact: true })
      .click();
    const form = page.getByRole("form", { name: "Email this post" });
    await form.getByRole("textbox", { name: "Send to email address" }).fill("kept-friend@example.com");
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    // The page comes back at the form, not at its top, far above it.
    await expect(form.getByText("Please enter your name.")).toBeInViewport();
    await expect(form.getByRole("textbox", { name: "Send to email address" })).toHaveValue("kept-friend@example.com");

    await form.getByRole("textbox", { name: "Your name" }).fill("Noor");
    await form.getByRole("textbox", { name: "Send to email address" }).fill("not-an-address");
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(form.getByText("Please enter a valid email address to send this post to.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Noor");
  });
});

test.describe("sharing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Like or a share no button sends is refused on the error page, which leads back to the post", async ({
    page,
  }) => {
    // The forms' bodies changed on the way, as a hand-made or stale form would send them.
    await page.route(`**${OTHER_POST}`, (route) =>
      route.request().method() === "POST"
        ? route.continue({
            postData: (route.request().postData() ?? "")
              .replace("service=facebook", "service=myspace")
              .replace(/id=\d+/, "id=0"),
          })
        : route.continue(),
    );
    await page.goto(OTHER_POST);
    const refusedAnswer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Share on Facebook" }).click();
    expect((await refusedAnswer).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: refusedHeading })).toBeVisible();
    await expect(page.getByText(blogMessages.shareRefused)).toBeVisible();
    await page.getByRole("link", { name: errorPageMessages.backToPage }).click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_POST}$`));
    await expect(page.getByRole("group", { name: "Share this post" })).toBeVisible();

    await page.locator("#likes").getByRole("button", { name: /^Like/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: refusedHeading })).toBeVisible();
    await expect(page.getByText(blogMessages.likeRefused)).toBeVisible();
    await page.getByRole("link", { name: errorPageMessages.backToPage }).click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_POST}$`));
    await expect(page.locator("#likes").getByRole("button", { name: /^Like/ })).toBeVisible();
  });

  test("the share buttons are there, and Email shows the e-mail form, which sends the post", async ({ page }) => {
    await page.goto(OTHER_POST);
    const share = page.getByRole("group", { name: "Share this post" });
    for (const name of ["Share on Facebook", "Share on X"])
      await expect(share.getByRole("button", { name, exact: true })).toBeVisible();
    // Printing takes a script: a Print that printed nothing is not offered.
    await expect(share.getByRole("button", { name: "Print", exact: true })).toBeHidden();
    const form = page.getByRole("form", { name: "Email this post" });
    await expect(form).toBeHidden();
    await share.getByRole("link", { name: "Email", exact: true }).click();
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "Your name" }).fill("Noor");
    await form.getByRole("textbox", { name: "Send to email address" }).fill(`friend${Date.now()}@example.com`);
    await waitPastAntiSpamMinimum(form);
    await form.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByRole("form", { name: "Email this post" }).getByRole("status")).toHaveText(
      "Thanks! The post has been sent.",
    );
  });

  test("More reveals the other networks, and Escape puts them away", async ({ page }) => {
    await page.goto(OTHER_POST);
    const share = page.getByRole("group", { name: "Share this post" });
    const linkedIn = page.getByRole("button", { name: "Share on LinkedIn", exact: true });
    await expect(linkedIn).toBeHidden();
    await share.getByRole("button", { name: "More", exact: true }).click();
    for (const network of ["Pinterest", "LinkedIn", "WhatsApp", "Telegram", "Press This"])
      await expect(page.getByRole("button", { name: `Share on ${network}`, exact: true })).toBeVisible();
    const box = (await linkedIn.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= page.viewportSize()!.width, "the pane is inside the window").toBe(true);
    await page.keyboard.press("Escape");
    await expect(linkedIn).toBeHidden();
  });
});

test.describe("the More pane", () => {
  test("stays inside the window from 320 to 1280 px, roomy at 1280, and closes when focus moves past it", async ({
    page,
  }) => {
    await page.goto(POST);
    await waitUntilHydrated(page);
    const more = page.getByRole("button", { name: "More" });
    const pane = page.locator("#share-more");
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await more.scrollIntoViewIfNeeded();
      if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
      await expect(page.getByRole("button", { name: "Share on Press This" })).toBeVisible();
      await expect
        .poll(
          async () => {
            const box = (await pane.boundingBox())!;
            return box.x >= 0 && box.x + box.width <= width;
          },
          { message: `the pane fits a ${width} px window` },
        )
        .toBe(true);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      for (const network of ["Pinterest", "LinkedIn", "WhatsApp", "Telegram", "Press This"]) {
        const button = page.getByRole("button", { name: `Share on ${network}` });
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `Share on ${network} is on screen at ${width} px`).toBeLessThanOrEqual(width);
        if (width === 1280) {
          // One line, full-size icon: the same height as Print, and the icon 17 px wide.
          const print = (await page.getByRole("button", { name: "Print" }).boundingBox())!;
          expect(Math.round(box.height), `Share on ${network} is on one line`).toBe(Math.round(print.height));
          const icon = (await button.locator("svg").boundingBox())!;
          expect(Math.round(icon.width)).toBe(17);
        }
      }
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "false");
    }

    // Opened from the keyboard, the pane closes once Tab has gone past its last network.
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Share on Press This" }).focus();
    await page.keyboard.press("Tab");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(pane).toBeHidden();
  });
});

test.describe("a guest's name and e-mail kept in the browser", () => {
  test("the box ticked fills the next post's form; unticked forgets them; axe stays clean", async ({
    browser,
    baseURL,
    viewport,
  }) => {
    // A context of its own, as axe needs (the test's sender address still goes with it).
    const context = await browser.newContext({ baseURL, viewport, hasTouch: (viewport?.width ?? 1280) < 992 });
    try {
      const page = await context.newPage();
      const form = page.locator("#respond");
      const name = form.getByRole("textbox", { name: "Name" });
      const email = form.getByRole("textbox", { name: "Email", exact: true });
      const remember = form.getByRole("checkbox", {
        name: "Save my name and email in this browser for the next time I comment.",
      });
      const stored = form.getByRole("status").filter({ hasText: /awaiting moderation|has been posted/ });

      await page.goto(POST);
      await waitUntilHydrated(page);
      await expect(remember).not.toBeChecked();
      const first = `kept${Date.now()}@example.com`;
      await writeComment(page, `Keep my details ${Date.now()}`, "Kit Keeper", first);
      await remember.check();
      expect(await violationsOf(page)).toEqual([]);
      await form.getByRole("button", { name: "Post Comment" }).click();
      await expect(stored).toBeVisible();

      await page.goto(OTHER_POST);
      await waitUntilHydrated(page);
      await expect(name).toHaveValue("Kit Keeper");
      await expect(email).toHaveValue(first);
      await expect(remember).toBeChecked();
      expect(await violationsOf(page)).toEqual([]);

      // Another visitor of this browser (a new session, another address: one writer may not post
      // twice in a row so soon) unticks the box and comments.
      await context.clearCookies();
      await page.reload();
      await waitUntilHydrated(page);
      await expect(remember).toBeChecked();
      const second = `forgotten${Date.now()}@example.com`;
      await writeComment(page, `Forget my details ${Date.now()}`, "Kit Keeper", second);
      await remember.uncheck();
      await form.getByRole("button", { name: "Post Comment" }).click();
      await expect(stored).toBeVisible();

      await page.goto(THIRD_POST);
      await waitUntilHydrated(page);
      await expect(remember).toBeVisible();
      await expect(remember).not.toBeChecked();
      await expect(name).toHaveValue("");
      await expect(email).toHaveValue("");
    } finally {
      await context.close();
    }
  });

  test("details typed before the page's script runs are kept, and the box is not shown without it", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem("shop_comment_author", JSON.stringify({ name: "Saved", email: "saved@example.com" })),
    );
    // The page's scripts are held back while the visitor types a name: the page as served has no box.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(THIRD_POST, { waitUntil: "commit" });
    const form = page.locator("#respond");
    await form.getByRole("textbox", { name: "Name" }).fill("Typed");
    await expect(form.getByRole("checkbox")).toHaveCount(0);
    release();
    await waitUntilHydrated(page);
    // The name typed stays; only the empty e-mail is filled, and the box shows the details are kept.
    await expect(form.getByRole("checkbox")).toBeChecked();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Typed");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("saved@example.com");
  });

  test("a logged-in customer's form has the account's details and no box", async ({ page, baseURL }) => {
    // Details a guest once saved in this browser are not the customer's: they stay unused.
    await page.addInitScript(() =>
      window.localStorage.setItem("shop_comment_author", JSON.stringify({ name: "Saved", email: "saved@example.com" })),
    );
    const username = `commenter${Date.now().toString(36)}`;
    const registered = await page.request.post("/my-account/", {
      form: { intent: "register", username, email: `${username}@example.com`, password: "a long pass phrase 42" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    await page.goto(POST);
    await waitUntilHydrated(page);
    const form = page.locator("#respond");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue(username);
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(`${username}@example.com`);
    await expect(form.getByRole("checkbox")).toHaveCount(0);
  });
});
