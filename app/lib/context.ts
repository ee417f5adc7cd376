import type { DB } from "./db.server";
import type { ShareTags } from "./share-tags";

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
    /**
     * The page's Open Graph tags and structured data, set by its loader and written into the served
     * document's head by the server (lib/share-tags.server.ts). Kept here rather than in the
     * loader's data, which is sent to the browser, where nothing reads them.
     */
    shareTags?: ShareTags;
  }
}

export {};
