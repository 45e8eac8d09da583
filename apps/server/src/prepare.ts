import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedMarkets } from './market/store';
import { seedAiProducts } from './modules/ai-products';
import { seedContent } from './modules/content';
import { seedFunds } from './modules/funds';
import { seedNews } from './modules/news';
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
