import type { DB } from "../../app/lib/db.server";

export async function seedDemoStoreIfEmpty(db: DB, _opts: { uploadsDir: string }): Promise<void> {
  void db;
}
