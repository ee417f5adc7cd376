import type { IncomingMessage, ServerResponse } from "node:http";
import { visitorOfRequest } from "./visitor-turns";

/**
 * Starts the requests handed to `listener` one per turn of the event loop, in the order they came.
 *
 * Node takes one new connection per turn of its event loop, and a page is rendered in one piece:
 * its loaders answer from SQLite at once, so nothing in a render lets the loop turn. When every
 * request that had arrived was started as it was read, a turn lasted as long as all of their
 * renders together; under fifty connections asking for uncached pages a turn took over half a
 * second, the connections behind them waited unaccepted for one turn each, and a new visitor's
 * page, even a file, came after 9 to 30 seconds. One start per turn keeps a turn about one page
 * long, so new connections are taken between pages, and their requests queue behind the requests
 * already read rather than behind every later one too. Visitors (as takeTurnsPerVisitor counts
 * them) take turns: each start goes to the next visitor with a request waiting, in order, so a
 * visitor's request waits for one start per other visitor waiting, not for every request read
 * before it. On a quiet server the first request of a turn starts where it is read, so one
 * visitor's page is not kept for a turn it need not wait.
 *
 * Requests that cost little (a stored guest page) are best answered before this, where they are
 * read: see createRequestListener.
 */
export function oneStartPerTurn(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  { visitorOf = visitorOfRequest }: { visitorOf?: (req: IncomingMessage) => string } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  // Each visitor's waiting requests, in the order they came; visitors take turns, in the order
  // they started waiting. One line for all would put a visitor's one page behind every request of
  // a script that sent a hundred at once: a second and more, though the script's requests each
  // only join its own line in takeTurnsPerVisitor once started.
  const waiting = new Map<string, [IncomingMessage, ServerResponse][]>();
  let scheduled = false;
  // Whether a request was started where it was read in this turn of the loop. The first request
  // of a quiet turn starts at once: waiting for the next turn would only put it behind whatever
  // else that turn runs.
  let startedWhereRead = false;
  const endTurn = () => {
    startedWhereRead = false;
  };

  // An immediate queued while immediates run waits for the loop's next turn (Node's rule), so
  // each call of startNext is a turn of its own.
  const startNext = () => {
    const [visitor, line] = waiting.entries().next().value ?? [];
    const next = line?.shift();
    // The visitor goes to the back, behind every other visitor waiting, or leaves when done.
    if (visitor !== undefined) waiting.delete(visitor);
    if (visitor !== undefined && line && line.length > 0) waiting.set(visitor, line);
    if (waiting.size > 0) setImmediate(startNext);
    else scheduled = false;
    if (!next) return;
    start(next[0], next[1]);
  };

  const start = (req: IncomingMessage, res: ServerResponse) => {
    // A visitor who gave up while the request waited is not worked for.
    if (res.destroyed) return;
    listener(req, res);
  };

  return (req, res) => {
    // Requests already waiting go first, so a request starts at once only when none waits.
    if (waiting.size === 0 && !startedWhereRead) {
      startedWhereRead = true;
      setImmediate(endTurn);
      start(req, res);
      return;
    }
    const visitor = visitorOf(req);
    const line = waiting.get(visitor);
    if (line) line.push([req, res]);
    else waiting.set(visitor, [[req, res]]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
}
