import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isLoopback } from "./connections";
import { visitorNetwork } from "./visitor-network";
import { sendRefusal } from "./refusal-page";

/**
 * Requests one visitor may have rendered at once. A shopper's browser asks for a page and a few
 * prefetches at a time; a script that sends fifty at once (each address new, so no cache answers
 * it) had them all rendered side by side, and every other shopper's page waited behind them:
 * 8 to 25 seconds, measured, for a page that takes a tenth of a second.
 */
export const RENDERS_AT_ONCE_PER_VISITOR = 8;
/** Requests a visitor may have waiting for their turn; more are refused with 429. */
export const WAITING_PER_VISITOR = 64;

export const tooManyAtOnceMessage =
  "Too many requests from your address are waiting at once, so this one was not processed. Please try again in a moment.";

export interface VisitorTurnOptions {
  running?: number;
  waiting?: number;
  /**
   * Addresses not counted: by default the machine's own. Behind a proxy that passes the visitor's
   * address (X-Forwarded-For) every visitor is counted as themselves; one that does not would make
   * all visitors one, and they would wait for each other.
   */
  uncounted?: (address: string) => boolean;
}

/**
 * The visitor a request counts as, read before Express has seen it: the address Express gives as
 * `req.ip` with "trust proxy" set to loopback (the connection's address; from a proxy on this
 * machine, the nearest address in X-Forwarded-For that is not this machine's), an IPv6 one by
 * its /64 (visitorNetwork).
 */
export function visitorOfRequest(req: Pick<IncomingMessage, "headers" | "socket">): string {
  let address = req.socket.remoteAddress ?? "";
  if (isLoopback(address)) {
    const forwarded = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i].trim();
      if (hop === "") continue;
      address = hop;
      if (!isLoopback(hop)) break;
    }
  }
  return visitorNetwork(address);
}

/**
 * How long a turn is kept after its visitor has gone while the work has not ended. React Router
 * ends a request whose connection closed (the adapter stops writing; the render gives up after its
 * stream timeout), so this is a guard only: a turn never stays taken for good.
 */
const GONE_VISITOR_TURN_MAX_MS = 30_000;

/**
 * Wraps `handler` so that each visitor (an IPv6 one by its /64, as every limit per address) has at
 * most `running` requests in it at once; the next wait in line and go on, in the order they came, as
 * earlier ones end. Others' requests never wait behind them. A request whose visitor gave up while it
 * waited is dropped unrun.
 *
 * A turn lasts as long as the handler's work, not the connection: a script that gives up on each
 * request after a moment and sends another would otherwise have every abandoned page still loading
 * and rendering while its next ones ran, and the work it made would have no bound.
 */
export function takeTurnsPerVisitor(
  handler: (req: Request, res: Response, next: NextFunction) => unknown,
  options: VisitorTurnOptions = {},
): RequestHandler {
  const running = options.running ?? RENDERS_AT_ONCE_PER_VISITOR;
  const waiting = options.waiting ?? WAITING_PER_VISITOR;
  const uncounted = options.uncounted ?? isLoopback;
  const visitors = new Map<string, { running: number; waiting: (() => void)[] }>();

  return (req, res, next) => {
    const address = req.ip ?? "";
    if (uncounted(address)) return handler(req, res, next);
    const key = visitorNetwork(address);
    let visitor = visitors.get(key);
    if (!visitor) visitors.set(key, (visitor = { running: 0, waiting: [] }));
    const turns = visitor;

    const start = () => {
      turns.running++;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(guard);
        turns.running--;
        const following = turns.waiting.shift();
        if (following) following();
        else if (turns.running === 0) visitors.delete(key);
      };
      let guard: NodeJS.Timeout | undefined;
      res.once("close", () => {
        guard = setTimeout(end, GONE_VISITOR_TURN_MAX_MS);
        guard.unref();
      });
      Promise.resolve()
        .then(() => handler(req, res, next))
        .then(end, (error: unknown) => {
          end();
          next(error);
        });
    };

    if (turns.running < running) return start();
    if (turns.waiting.length >= waiting) {
      res.set("Retry-After", "5");
      sendRefusal(req, res, 429, tooManyAtOnceMessage);
      return;
    }
    const turn = () => {
      res.off("close", leaveLine);
      start();
    };
    const leaveLine = () => {
      const at = turns.waiting.indexOf(turn);
      if (at >= 0) turns.waiting.splice(at, 1);
    };
    res.once("close", leaveLine);
    turns.waiting.push(turn);
  };
}
