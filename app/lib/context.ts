import type { DB } from "./db.server";

declare module "react-router" {
  interface AppLoadContext {
    db: DB;
    /** Where generated images live on disk (served at /uploads/). */
    uploadsDir: string;
  }
}

export {};
