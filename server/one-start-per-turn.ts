import type { IncomingMessage, ServerResponse } from "node:http";

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
 * already read rather than behind every later one too.
 *
 * Requests that cost little (a stored guest page) are best answered before this, where they are
 * read: see createRequestListener.
 */
export function oneStartPerTurn(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let scheduled = false;

  // An immediate queued while immediates run waits for the loop's next turn (Node's rule), so
  // each call of startNext is a turn of its own.
  const startNext = () => {
    const next = waiting.shift();
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    if (!next) return;
    const [req, res] = next;
    // A visitor who gave up while the request waited is not worked for.
    if (res.destroyed) return;
    listener(req, res);
  };

  return (req, res) => {
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
}
