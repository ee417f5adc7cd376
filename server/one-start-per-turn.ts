import type { IncomingMessage, ServerResponse } from "node:http";
import { visitorOfRequest } from "./visitor-turns";

/**
 * Turns in a row that may take a connection without starting any waiting request. Taking one and
 * reading its request costs a fraction of a millisecond (0.15 to 0.3 measured on a busy machine), a
 * page ten or more: a burst's hundred connections are taken in a few pages' time, and under new
 * connections that never stop coming a page still starts every 65 turns.
 */
export const MAX_TURNS_ACCEPTING_WITHOUT_A_START = 64;

/** The request listener of oneStartPerTurn, told by the HTTP server of each connection it accepts. */
export interface StartGate {
  (req: IncomingMessage, res: ServerResponse): void;
  /** For the server's "connection" event (see start.ts). */
  connectionAccepted: () => void;
}

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
 * New connections are taken in the order they were opened, whoever opened them (libuv accepts one
 * per turn since 1.45): with a page started in every turn, a visitor's new connection opened during
 * a script's burst of a hundred waited a page for each of the script's connections ahead of it,
 * 0.3 s at the median and up to 3 s, where a page asked for on an open connection took 16 to 45 ms.
 * So a turn that took a connection (the server's "connection" event calls connectionAccepted)
 * starts nothing: the loop turns again at once and takes the next, a burst's connections are all
 * taken within milliseconds, and then each visitor's requests wait in their own line as above. A
 * request read right after such a turn waits for the end of its own, which tells whether more came.
 *
 * Requests that cost little (a stored guest page) are best answered before this, where they are
 * read: see createRequestListener.
 */
export function oneStartPerTurn(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  { visitorOf = visitorOfRequest }: { visitorOf?: (req: IncomingMessage) => string } = {},
): StartGate {
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
  // Whether a connection was taken in this turn so far (since startNext last ran), and whether one
  // was in the last turn that ended.
  let acceptedThisTurn = false;
  let accepting = false;
  let turnsWithoutStart = 0;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  };

  // An immediate queued while immediates run waits for the loop's next turn (Node's rule), so
  // each call of startNext is a turn of its own.
  const startNext = () => {
    accepting = acceptedThisTurn;
    acceptedThisTurn = false;
    if (accepting && waiting.size > 0 && turnsWithoutStart < MAX_TURNS_ACCEPTING_WITHOUT_A_START) {
      turnsWithoutStart++;
      setImmediate(startNext);
      return;
    }
    turnsWithoutStart = 0;
    const [visitor, line] = waiting.entries().next().value ?? [];
    const next = line?.shift();
    // The visitor goes to the back, behind every other visitor waiting, or leaves when done.
    if (visitor !== undefined) waiting.delete(visitor);
    if (visitor !== undefined && line && line.length > 0) waiting.set(visitor, line);
    // While connections come, the next turn is watched even with nothing waiting: it tells
    // whether they still come.
    if (waiting.size > 0 || accepting) setImmediate(startNext);
    else scheduled = false;
    if (!next) return;
    start(next[0], next[1]);
  };

  const start = (req: IncomingMessage, res: ServerResponse) => {
    // A visitor who gave up while the request waited is not worked for.
    if (res.destroyed) return;
    listener(req, res);
  };

  const gate = (req: IncomingMessage, res: ServerResponse) => {
    // Requests already waiting go first, so a request starts at once only when none waits, and
    // no connection is being taken (a lone connection's first request starts at the end of the
    // turn it is read in).
    if (waiting.size === 0 && !startedWhereRead && !accepting && !acceptedThisTurn) {
      startedWhereRead = true;
      setImmediate(endTurn);
      start(req, res);
      return;
    }
    const visitor = visitorOf(req);
    const line = waiting.get(visitor);
    if (line) line.push([req, res]);
    else waiting.set(visitor, [[req, res]]);
    schedule();
  };
  gate.connectionAccepted = () => {
    acceptedThisTurn = true;
    schedule();
  };
  return gate;
}
