import type { DB } from "./db.server";

declare module "react-router" {
  interface AppLoadContext {
    db: DB;
    /** Where generated images live on disk (served at /uploads/). */
    uploadsDir: string;
    /** The client's address as Express sees it (trust proxy applies); "" when unknown. */
    clientIp?: string;
  }
}

export {};
