import path from "node:path";

const sqlitePath = process.env.SQLITE_PATH ?? path.resolve("data/shop.sqlite");
const retentionDays = Number(process.env.CONTACT_UPLOAD_RETENTION_DAYS ?? 30);

/** Deployment settings only; store settings live in the database (modules/settings). */
export const env = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? "",
  sqlitePath,
  uploadsDir: process.env.UPLOADS_DIR ?? path.resolve("data/uploads"),
  /**
   * Files sent through contact forms (decision 038): beside the SQLite file by default, never in
   * UPLOADS_DIR or the built client (those are served over HTTP; this folder never is).
   */
  contactUploadsDir: path.resolve(
    process.env.CONTACT_UPLOADS_DIR ?? path.join(path.dirname(sqlitePath), "contact-uploads"),
  ),
  /** Days a contact form's file is kept before it is removed (a whole number, at least 1). */
  contactUploadRetentionDays: Number.isInteger(retentionDays) && retentionDays >= 1 ? retentionDays : 30,
  smtpUrl: process.env.SMTP_URL ?? "",
  sessionSecret: process.env.SESSION_SECRET ?? "",
  publicUrl: process.env.PUBLIC_URL ?? "",
  logLevel: process.env.LOG_LEVEL ?? "info",
  isProduction: process.env.NODE_ENV === "production",
  /** The guest page cache's size in bytes (decision 011); 0 turns it off. */
  pageCacheBytes: Number(process.env.PAGE_CACHE_BYTES ?? 64 * 1024 * 1024),
};
