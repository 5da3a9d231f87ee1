// Runs before every test file: brings the file's local D1 up to the latest migration.
// applyD1Migrations only applies migrations not yet recorded, so re-running is cheap.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
