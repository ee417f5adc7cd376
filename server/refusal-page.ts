import type { Express, Request, Response } from "express";
import { refusalAnswer, wantsRefusalPage, type RefusedRequest } from "../app/lib/refusal-page.server";
import { fallbackShopData } from "../app/lib/shop-data";

/** What a refusal's page needs to know of the shop. */
export interface RefusalPageShop {
  /** The store's name as its pages give it (the settings, from their short cache). */
  storeName: () => Promise<string>;
  /** The shop's origin for a request (origin-check.ts's shopOriginOf): the link back leads only there. */
  shopOrigin: (req: Request) => string | null;
}

const SHOP = "refusalPageShop";

/** Tells the app's refusals the shop's name and address (server/app.ts, once). */
export function offerRefusalPages(app: Express, shop: RefusalPageShop): void {
  app.locals[SHOP] = shop;
}

/**
 * Answers a refusal the server makes before the app: a browser's navigation gets the refusal page
 * (app/lib/refusal-page.server.ts), anything else the message as plain text, with `status` either
 * way. Without offerRefusalPages (a test's bare app), the page names the fallback store and offers
 * the home page.
 */
export function sendRefusal(req: Request, res: Response, status: number, message: string): void {
  const shop = req.app.locals[SHOP] as RefusalPageShop | undefined;
  const refused: RefusedRequest = { method: req.method, path: req.path, accept: req.get("Accept") };
  const answer = (storeName: string) => {
    if (res.headersSent || res.destroyed) return;
    const { contentType, body } = refusalAnswer(
      { ...refused, referer: req.get("Referer"), shopOrigin: shop?.shopOrigin(req) ?? null },
      status,
      message,
      storeName,
    );
    res.status(status).type(contentType).send(body);
  };
  // Only the page names the store: the plain text goes at once, without reading the settings.
  if (!shop || !wantsRefusalPage(refused)) return answer(fallbackShopData.storeName);
  shop.storeName().then(answer, () => answer(fallbackShopData.storeName));
}
