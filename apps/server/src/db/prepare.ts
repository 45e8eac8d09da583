import { seedMarkets } from '../market/store';
import { seedContent } from '../modules/content/store';
import { seedFunds } from '../modules/funds/seed';
import { seedSettings } from '../modules/settings/service';
import type { Database } from './client';
import { runMigrations } from './migrate';

/** Brings a database to the current schema and fills what a fresh install needs (idempotent). */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database.pool);
  await seedSettings(database.db);
  await seedContent(database.db);
  await seedMarkets(database.db);
  await seedFunds(database.db);
}
