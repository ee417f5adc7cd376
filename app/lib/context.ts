import type { DB } from "./db.server";

declare module "react-router" {
  interface AppLoadContext {
    db: DB;
    /** Where generated images live on disk (served at /uploads/). */
    uploadsDir: string;
    /** The visitor's IP address (Express's req.ip, behind a trusted proxy the forwarded one). */
    clientAddress?: string;
  }
}

export {};
