import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import type { ServerBuild } from "react-router";
import { createDb } from "../app/lib/db.server";
import { env } from "../app/lib/env.server";
import { migrateToLatest } from "../database/migrate";
import { seedDemoStoreIfEmpty } from "../database/seed/demo";
import { createApp, createRequestListener } from "./app";
import { createShopServer } from "./connections";
import { PageCache } from "./page-cache";
import { logger } from "./logger";
import { startOutboxSender } from "./mail-outbox-sender";
import { purgeExpiredUploads } from "../app/modules/contact/contact-uploads.server";
import { purgeExpiredSessions } from "../app/lib/session.server";

const isDev = process.env.NODE_ENV === "development";
const buildDir = path.resolve("build");
const serverEntry = path.join(buildDir, "server/index.js");

/** `npm start` on a fresh checkout: build if needed, migrate, seed, serve. */
async function main() {
  if (!isDev && needsBuild()) {
    logger.info("building the storefront (first start)…");
    execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
      stdio: "inherit",
    });
  }
  const db = createDb({ databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath });
  await migrateToLatest(db);
  await seedDemoStoreIfEmpty(db, { uploadsDir: env.uploadsDir });

  let app;
  let connectionAccepted: (() => void) | undefined;
  if (isDev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      db,
      uploadsDir: env.uploadsDir,
      contactUploadsDir: env.contactUploadsDir,
      publicUrl: env.publicUrl,
      vite: devServer,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const build = (await import(serverEntry)) as ServerBuild;
    const listener = createRequestListener({
      db,
      uploadsDir: env.uploadsDir,
      contactUploadsDir: env.contactUploadsDir,
      publicUrl: env.publicUrl,
      build,
      clientDir: path.join(buildDir, "client"),
      // Not in development: there pages change with the code, which bumps no content version.
      pageCache: env.pageCacheBytes === 0 ? undefined : new PageCache({ maxBytes: env.pageCacheBytes }),
    });
    app = listener;
    connectionAccepted = listener.connectionAccepted;
  }

  const server = createShopServer(app, { connectionAccepted }).listen(env.port, () => {
    logger.info(`Shop ready on http://localhost:${env.port}`);
  });
  if (!isDev && !env.publicUrl)
    logger.warn(
      `PUBLIC_URL is not set: links in mails lead to http://localhost:${env.port} unless the shop is browsed on this machine; set it to the shop's address`,
    );
  const mailSender = startOutboxSender(db, env.smtpUrl, env.contactUploadsDir);
  // Contact form files past their retention go on start and once a day (decision 038).
  const purgeUploads = () =>
    purgeExpiredUploads(db, env.contactUploadsDir, { days: env.contactUploadRetentionDays }).then(
      (r) => (r.expired || r.orphans ? logger.info(r, "removed contact form files past their retention") : undefined),
      (error: unknown) => logger.error({ err: error }, "could not remove expired contact form files"),
    );
  // Expired sessions go with the guest carts and wishlists only they could reach.
  const purgeSessions = () =>
    purgeExpiredSessions(db).then(
      (r) => (r.sessions || r.carts || r.wishlists ? logger.info(r, "removed expired sessions") : undefined),
      (error: unknown) => logger.error({ err: error }, "could not remove expired sessions"),
    );
  void purgeUploads().then(purgeSessions);
  setInterval(() => void purgeUploads().then(purgeSessions), 24 * 60 * 60 * 1000).unref();
  const shutdown = () => {
    server.close(() => void mailSender.stop().finally(() => db.destroy().finally(() => process.exit(0))));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/** A build is needed when there is none, or when app sources are newer than it. */
function needsBuild(): boolean {
  if (!fs.existsSync(serverEntry)) return true;
  const builtAt = fs.statSync(serverEntry).mtimeMs;
  return newestMtime(path.resolve("app")) > builtAt;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : entry.name.endsWith(".test.ts") ? 0 : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

main().catch((error) => {
  logger.fatal(error);
  process.exit(1);
});
