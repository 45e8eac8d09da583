import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedMarkets } from './market/store';
import { seedAiProducts } from './modules/ai-products/seed';
import { seedContent } from './modules/content/store';
import { seedFunds } from './modules/funds/seed';
import { seedNews } from './modules/news/seed';
import { seedSettings } from './settings/service';

/** Brings a database to the current schema and fills what a fresh install needs (idempotent). */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database.pool);
  await seedSettings(database.db);
  await seedContent(database.db);
  await seedNews(database.db);
  await seedMarkets(database.db);
  await seedFunds(database.db);
  await seedAiProducts(database.db);
}
