import path from "node:path";

/** Deployment settings only; store settings live in the database (modules/settings). */
export const env = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? "",
  sqlitePath: process.env.SQLITE_PATH ?? path.resolve("data/shop.sqlite"),
  uploadsDir: process.env.UPLOADS_DIR ?? path.resolve("data/uploads"),
  smtpUrl: process.env.SMTP_URL ?? "",
  sessionSecret: process.env.SESSION_SECRET ?? "",
  publicUrl: process.env.PUBLIC_URL ?? "",
  logLevel: process.env.LOG_LEVEL ?? "info",
  isProduction: process.env.NODE_ENV === "production",
  /** The guest page cache's size in bytes (decision 011); 0 turns it off. */
  pageCacheBytes: Number(process.env.PAGE_CACHE_BYTES ?? 64 * 1024 * 1024),
};
