import type { DB } from "./db.server";

declare module "react-router" {
  interface AppLoadContext {
    db: DB;
    /** Where generated images live on disk (served at /uploads/). */
    uploadsDir: string;
    /** Where files sent through contact forms are stored (never served). */
    contactUploadsDir?: string;
    /**
     * The visitor's network address (behind a proxy on this machine, the forwarded one), for rate
     * limits; an IPv6 visitor's /64 (server/visitor-network.ts).
     */
    clientAddress?: string;
    /** The address was malformed (server/request-address.ts): the page answers 400 with the reason. */
    malformedAddress?: boolean;
  }
}

export {};
