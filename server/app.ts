import type { IncomingMessage, ServerResponse } from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { DB } from "../app/lib/db.server";
import { requireSameOrigin, shopOriginOf } from "./origin-check";
import { offerRefusalPages } from "./refusal-page";
import { getSettings } from "../app/modules/settings/settings.server";
import { requireFormBody } from "./form-body-check";
import { limitRequestBodies, type BodyLimitOptions } from "./body-limit";
import { securityHeaders } from "./security-headers";
import { refuseDeepPaths } from "./path-depth";
import { refuseOtherMethods } from "./request-methods";
import {
  handOverStandInAddresses,
  malformedAddressOf,
  markMalformedAddresses,
  refuseUnreadableAddresses,
} from "./request-address";
import { keepPrivateResponsesUncached } from "./private-responses";
import { secureCookiesOverHttps } from "./secure-cookies";
import { visitorNetwork } from "./visitor-network";
import { takeTurnsPerVisitor } from "./visitor-turns";
import { oneStartPerTurn, type StartGate } from "./one-start-per-turn";
import { reactRouterHandler } from "./react-router-requests";
import { guestPageFrontDoor, isServedFromPageCache, serveGuestPages, type PageCache } from "./page-cache";
import { currentContentVersion, knownContentVersion } from "../app/lib/content-version.server";
import { answerUnhandledErrors } from "./error-handler";
import { logger } from "./logger";
import { acceptsContactUpload, MAX_UPLOAD_BODY_BYTES } from "../app/modules/contact/contact-uploads";

export interface AppOptions {
  db: DB;
  uploadsDir: string;
  /** Files sent through contact forms: stored here, never served (decision 038). */
  contactUploadsDir?: string;
  publicUrl: string;
  /** Production: the built server bundle. Development: Vite's dev server loads it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: { middlewares: express.RequestHandler };
  clientDir?: string;
  /** Request body limits; the default (64 KB everywhere) suits forms. */
  bodyLimits?: BodyLimitOptions;
  /** The guest page cache (decision 011); without one every page is rendered. server/start.ts makes it in production. */
  pageCache?: PageCache;
}

export function createApp(options: AppOptions): express.Express {
  if (options.contactUploadsDir) refuseServedFolder(options.contactUploadsDir, [options.uploadsDir, options.clientDir]);
  const app = express();
  app.disable("x-powered-by");
  offerRefusalPages(app, {
    storeName: async () => (await getSettings(options.db)).store_name,
    shopOrigin: shopOriginOf(options.publicUrl),
  });
  app.set("trust proxy", "loopback");
  // First, so that every response carries them: static files, refusals and errors included.
  app.use(securityHeaders({ publicUrl: options.publicUrl, development: Boolean(options.vite) }));
  app.use(keepPrivateResponsesUncached());
  app.use(secureCookiesOverHttps({ publicUrl: options.publicUrl, development: Boolean(options.vite) }));
  app.use(refuseOtherMethods());
  app.use(refuseUnreadableAddresses());
  app.use(markMalformedAddresses());
  app.use(refuseDeepPaths());
  // Compression must come before static files, or assets go out uncompressed. Pages from the
  // guest page cache are compressed already (once, when stored).
  // Levels chosen by measurement (decision 039): brotli 4 and gzip 6 keep compressing a rendered
  // page near 5 % of its render; the next levels save about 1 kB for half as much time again.
  app.use(
    compression({
      filter: (req, res) => !isServedFromPageCache(res) && compression.filter(req, res),
      level: 6,
      // One 64 kB output buffer holds a whole compressed page: with zlib's 16 kB, a page took several
      // rounds through the thread pool, and the server spent 2–5 ms more per rendered page (measured).
      chunkSize: 64 * 1024,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    // Scripts and stylesheets go out as the build compressed them (gzip 9, brotli 11, see
    // vite.config.ts), never compressed again per request.
    const assets = expressStaticGzip(path.join(options.clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    });
    // A malformed address names no file: it goes on to the shop's own 400 page, like any other
    // malformed address, rather than the library's bare answer. The library lists the
    // compressed files once, at start: for a file gone since (a new build under the running
    // server) it has already set the compressed file's Content-Encoding and Content-Type when it
    // finds nothing, so those go before the request goes on to the shop's not-found answer.
    app.use("/assets", (req, res, next) => {
      if (malformedAddressOf(res) !== undefined) return next();
      assets(req, res, (error?: unknown) => {
        if (!res.headersSent) {
          res.removeHeader("Content-Encoding");
          res.removeHeader("Content-Type");
        }
        next(error);
      });
    });
    app.use(servePublicFiles(options.clientDir));
  }
  const uploads = express.static(options.uploadsDir, { immutable: true, maxAge: "30d", fallthrough: false });
  app.use("/uploads", (req, res, next) => (malformedAddressOf(res) !== undefined ? next() : uploads(req, res, next)));

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (res.statusCode >= 500) {
        logger.error({ method: req.method, url: req.originalUrl, status: res.statusCode }, "request failed");
      } else {
        logger.debug(
          {
            method: req.method,
            url: req.originalUrl,
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          },
          "request",
        );
      }
    });
    next();
  });
  // The size check comes before the others: it bounds what any later refusal leaves unread.
  // Contact forms with file fields are read as they stream in, up to their own cap (decision 038).
  app.use(
    limitRequestBodies({
      streamedUploads: { accepts: acceptsContactUpload, limit: MAX_UPLOAD_BODY_BYTES },
      ...options.bodyLimits,
    }),
  );
  app.use(requireSameOrigin(options.publicUrl));
  app.use(requireFormBody());
  // After every request check, before React Router: guests' pages from memory (decision 011).
  if (options.pageCache)
    app.use(serveGuestPages({ cache: options.pageCache, readVersion: () => currentContentVersion(options.db) }));

  app.use(handOverStandInAddresses());
  // Only what React Router renders waits its turn: refusals, files and cached pages cost little.
  app.all(
    "/{*splat}",
    takeTurnsPerVisitor(
      reactRouterHandler({
        build: options.build,
        mode: options.vite ? "development" : "production",
        publicUrl: options.publicUrl,
        getLoadContext: (req, res) => ({
          db: options.db,
          uploadsDir: options.uploadsDir,
          contactUploadsDir: options.contactUploadsDir,
          clientAddress: visitorNetwork(req.ip ?? ""),
          malformedAddress: malformedAddressOf(res) !== undefined,
        }),
      }),
    ),
  );
  app.use(answerUnhandledErrors());
  return app;
}

/**
 * The files the build copied from public/ (the favicon), served for an hour. Only those paths go
 * to the file system: asking it about every page's address, to learn that no such file exists,
 * was an eighth of the cost of the cheapest requests. The list is read once; the build's output
 * does not change while the server runs.
 */
function servePublicFiles(clientDir: string): express.RequestHandler {
  const files = new Set(
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("/assets/")),
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

/**
 * Contact form files must never be reachable over HTTP: a folder inside one the server serves
 * (or the project's public/) is a configuration mistake, refused at start rather than served.
 */
function refuseServedFolder(dir: string, served: (string | undefined)[]): void {
  const target = path.resolve(dir);
  for (const root of [...served, path.resolve("public")]) {
    if (!root) continue;
    const relative = path.relative(path.resolve(root), target);
    if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative)))
      throw new Error(`CONTACT_UPLOADS_DIR (${target}) is inside a folder the server serves (${root})`);
  }
}

/**
 * What the HTTP server runs for every request: with a guest page cache, its front door answers
 * stored guest pages first, straight from memory (decision 011); everything else goes through the
 * Express app above. `server/start.ts` serves this, and tells it of every connection accepted.
 */
export function createRequestListener(options: AppOptions): StartGate {
  // Stored guest pages are answered as they are read (they cost microseconds); everything else
  // is started one request per turn of the event loop (see one-start-per-turn.ts).
  const app = oneStartPerTurn(createApp(options));
  const { pageCache, db } = options;
  if (!pageCache) return app;
  const answerFromCache = guestPageFrontDoor({ cache: pageCache, knownVersion: () => knownContentVersion(db) });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!answerFromCache(req, res)) app(req, res);
  };
  return Object.assign(listener, { connectionAccepted: app.connectionAccepted });
}
