// The house's unrealised P&L as the engine leader marked it, one row per account set and India day (RK7).
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ACCOUNT_SETS } from './orders';

export const houseUnrealisedDays = pgTable(
  'house_unrealised_days',
  {
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    /** 00:00 India time of the day, epoch ms. */
    dayStartMs: bigint('day_start_ms', { mode: 'number' }).notNull(),
    /** The house's unrealised P&L at the day's last mark, in the account set's currency. */
    unrealisedMinor: bigint('unrealised_minor', { mode: 'bigint' }).notNull(),
    /** When that mark was taken, epoch ms: a later mark of the same day replaces it. */
    markedAt: bigint('marked_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountSet, t.dayStartMs] })],
);
