import path from "node:path";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { DB } from "../app/lib/db.server";
import { requireSameOrigin } from "./origin-check";
import { requireFormBody } from "./form-body-check";
import { logger } from "./logger";

export interface AppOptions {
  db: DB;
  uploadsDir: string;
  publicUrl: string;
  /** Production: the built server bundle. Development: Vite's dev server loads it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: { middlewares: express.RequestHandler };
  clientDir?: string;
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // Compression must come before static files, or assets go out uncompressed.
  app.use(compression());

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }
  app.use("/uploads", express.static(options.uploadsDir, { immutable: true, maxAge: "30d", fallthrough: false }));

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (res.statusCode >= 500) {
        logger.error({ method: req.method, url: req.originalUrl, status: res.statusCode }, "request failed");
      } else {
        logger.debug({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, "request");
      }
    });
    next();
  });
  app.use(requireSameOrigin(options.publicUrl));
  app.use(requireFormBody());

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: options.vite ? "development" : "production",
      getLoadContext: () => ({ db: options.db, uploadsDir: options.uploadsDir }),
    }),
  );
  return app;
}
