import pg from "pg";

// Run by the e2e web server's command before the shop starts when E2E_DATABASE_URL is set: the
// PostgreSQL database is emptied, so the server migrates and seeds the demo store afresh and every
// run starts from the same store, as it does with the run's own SQLite file.

const url = process.env.E2E_DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error("E2E_DATABASE_URL must be a postgres:// address");
  process.exit(1);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  // Only a database that is empty or holds a shop is emptied: a wrong address must not wipe
  // someone else's tables.
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public'",
  );
  const names = new Set(rows.map((row) => row.name));
  if (names.size > 0 && !(names.has("kysely_migration") && names.has("products"))) {
    console.error(`${url} holds tables that are not a shop's; give the end-to-end tests a database of their own`);
    process.exit(1);
  }
  await client.query("drop schema if exists public cascade");
  await client.query("create schema public");
} finally {
  await client.end();
}
