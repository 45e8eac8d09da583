import { Code, type consoleFundsApi, type Payload } from '@demo/contract';
import { formatMoney, minor } from '@demo/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { banks, incomeChannels, incomeCurrencies, outcomeChannels, outcomeCurrencies } from '../../db/schema';
import type { StaffSession } from '../../http/implement';
import { fail, type Localized, ok, type Result } from '../../lib/result';
import type { FundsDeps } from '../funds';
import { fundsMessages } from '../funds';
import { minorOf, saveAudited } from './save-audited';
import { incomeChannelById, pageIncomeCurrencies, pageRows, saveRow } from './store';

/**
 * The console's configuration of channels, currencies and banks (admin only), table-driven: each
 * table is a `ConfigTable` (how it pages, how a row reads, what a save checks, writes and audits),
 * and one `listConfig` and one `saveConfig` serve all five. Every save writes an audit row in its
 * transaction (S1); a channel password is stored only as a scrypt hash and never read back.
 */

type Api = typeof consoleFundsApi;
type Paging = { page: number; size: number };

/** What a save writes, audits and answers, once its payload passed the table's checks. */
interface PreparedSave<R, V> {
  detail: Record<string, unknown>;
  write: (tx: Tx) => Promise<R | undefined>;
  view: (row: R) => V;
}

type SavePayload = { id?: number | undefined; reason: string };

export interface ConfigTable<P extends Paging, S extends SavePayload, L, R extends { id: number }, V> {
  /** The audit target's kind (`bank:<id>`) and the audit action's stem (`bank.create`, `bank.update`). */
  kind: string;
  action: string;
  /** Said when a new row's unique name or code is taken. */
  taken: Localized;
  page: (deps: FundsDeps, p: P) => Promise<{ rows: L[]; total: number }>;
  view: (row: L) => V;
  /** Checks a save's payload against what is stored and answers what to write, or a refusal. */
  prepare: (deps: FundsDeps, p: S) => Promise<Result<PreparedSave<R, V>>>;
}

/** Pages of any configuration table, as the console lists them. */
export async function listConfig<P extends Paging, S extends SavePayload, L, R extends { id: number }, V>(
  deps: FundsDeps,
  table: ConfigTable<P, S, L, R, V>,
  p: P,
): Promise<Result<{ list: V[]; total: number }>> {
  const { rows, total } = await table.page(deps, p);
  return ok({ list: rows.map(table.view), total });
}

/** Adds (no id) or changes a row of any configuration table, with its audit row in the same transaction. */
export async function saveConfig<P extends Paging, S extends SavePayload, L, R extends { id: number }, V>(
  deps: FundsDeps,
  who: StaffSession,
  table: ConfigTable<P, S, L, R, V>,
  p: S,
  ip: string,
): Promise<Result<V>> {
  const prepared = await table.prepare(deps, p);
  if (!prepared.ok) return prepared;
  const { detail, write, view } = prepared.body;
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: `${table.action}.${p.id === undefined ? 'create' : 'update'}`,
      kind: table.kind,
      reason: p.reason,
      taken: table.taken,
      detail,
    },
    write,
  );
  return saved.ok ? ok(view(saved.body)) : saved;
}

type IncomeChannel = typeof incomeChannels.$inferSelect;
const incomeChannelView = (r: IncomeChannel): z.infer<Api['adminIncomeChannel']> => ({
  id: r.id,
  name: r.name,
  type: r.type,
  needPassword: r.needPassword,
  minAmount: formatMoney(minor(r.minAmountMinor)),
  details: r.details,
  active: r.active,
  sortOrder: r.sortOrder,
});

/** Recharge channels. A new password replaces the old; none given keeps the old; a channel needing one must have one. */
export const incomeChannelTable: ConfigTable<
  Paging,
  Payload<Api['channelIncomeSave']>,
  IncomeChannel,
  IncomeChannel,
  z.infer<Api['adminIncomeChannel']>
> = {
  kind: 'income_channel',
  action: 'channel.income',
  taken: fundsMessages.nameTaken,
  page: (deps, p) => pageRows(deps.db, incomeChannels, [incomeChannels.sortOrder, incomeChannels.id], p),
  view: incomeChannelView,
  prepare: async (deps, p) => {
    const existing = p.id === undefined ? undefined : await incomeChannelById(deps.db, p.id);
    if (p.id !== undefined && !existing) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    const passwordHash = p.password ? await deps.hasher.hash(p.password) : (existing?.passwordHash ?? null);
    if (p.needPassword && passwordHash === null) return fail(Code.ABNORMAL_DATA, fundsMessages.passwordMissing);
    const values = {
      name: p.name,
      type: p.type,
      needPassword: p.needPassword,
      passwordHash,
      minAmountMinor: minorOf(p.minAmount),
      details: p.details ? p.details : null,
      active: p.active,
      sortOrder: p.sortOrder ?? existing?.sortOrder ?? 0,
    };
    return ok({
      detail: {
        name: p.name,
        type: p.type,
        needPassword: p.needPassword,
        passwordChanged: Boolean(p.password),
        minAmount: p.minAmount,
        active: p.active,
      },
      write: (tx) => saveRow(tx, incomeChannels, p.id, values, true),
      view: incomeChannelView,
    });
  },
};

type IncomeCurrencyListed = Awaited<ReturnType<typeof pageIncomeCurrencies>>['rows'][number];
const incomeCurrencyView = (r: IncomeCurrencyListed): z.infer<Api['adminIncomeCurrency']> => ({
  id: r.currency.id,
  channelId: r.currency.channelId,
  channelName: r.channelName,
  currency: r.currency.currency,
  protocol: r.currency.protocol,
  address: r.currency.address,
  qrCode: r.currency.qrCode,
  rate: r.currency.rate,
  active: r.currency.active,
});

/** Receiving accounts and addresses of a recharge channel, per currency. */
export const incomeCurrencyTable: ConfigTable<
  Paging & { channelId?: number | undefined },
  Payload<Api['channelIncomeCurrencySave']>,
  IncomeCurrencyListed,
  typeof incomeCurrencies.$inferSelect,
  z.infer<Api['adminIncomeCurrency']>
> = {
  kind: 'income_currency',
  action: 'channel.income_currency',
  taken: fundsMessages.currencyUnknown,
  page: (deps, p) => pageIncomeCurrencies(deps.db, p),
  view: incomeCurrencyView,
  prepare: async (deps, p) => {
    const channel = await incomeChannelById(deps.db, p.channelId);
    if (!channel) return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
    const values = {
      channelId: p.channelId,
      currency: p.currency,
      protocol: p.protocol,
      address: p.address,
      qrCode: p.qrCode ? p.qrCode : null,
      rate: p.rate,
      active: p.active,
    };
    return ok({
      detail: { ...values },
      write: (tx) => saveRow(tx, incomeCurrencies, p.id, values, true),
      view: (currency) => incomeCurrencyView({ currency, channelName: channel.name }),
    });
  },
};

type OutcomeChannel = typeof outcomeChannels.$inferSelect;
const outcomeChannelView = (r: OutcomeChannel): z.infer<Api['adminOutcomeChannel']> => ({
  id: r.id,
  name: r.name,
  type: r.type,
  protocol: r.protocol,
  active: r.active,
  sortOrder: r.sortOrder,
});

/** Withdrawal channels. */
export const outcomeChannelTable: ConfigTable<
  Paging,
  Payload<Api['channelOutcomeSave']>,
  OutcomeChannel,
  OutcomeChannel,
  z.infer<Api['adminOutcomeChannel']>
> = {
  kind: 'outcome_channel',
  action: 'channel.outcome',
  taken: fundsMessages.nameTaken,
  page: (deps, p) => pageRows(deps.db, outcomeChannels, [outcomeChannels.sortOrder, outcomeChannels.id], p),
  view: outcomeChannelView,
  prepare: async (_deps, p) => {
    const values = { name: p.name, type: p.type, protocol: p.protocol, active: p.active, sortOrder: p.sortOrder ?? 0 };
    return ok({
      detail: { ...values },
      write: (tx) => saveRow(tx, outcomeChannels, p.id, values, true),
      view: outcomeChannelView,
    });
  },
};

type OutcomeCurrency = typeof outcomeCurrencies.$inferSelect;
const outcomeCurrencyView = (r: OutcomeCurrency): z.infer<Api['adminOutcomeCurrency']> => ({
  id: r.id,
  code: r.code,
  name: r.name,
  protocol: r.protocol,
  rate: r.rate,
  active: r.active,
});

/** Withdrawal currencies and their rates. */
export const outcomeCurrencyTable: ConfigTable<
  Paging,
  Payload<Api['currencyOutcomeSave']>,
  OutcomeCurrency,
  OutcomeCurrency,
  z.infer<Api['adminOutcomeCurrency']>
> = {
  kind: 'outcome_currency',
  action: 'currency.outcome',
  taken: fundsMessages.notFound,
  page: (deps, p) => pageRows(deps.db, outcomeCurrencies, [outcomeCurrencies.id], p),
  view: outcomeCurrencyView,
  prepare: async (_deps, p) => {
    const values = { code: p.code, name: p.name, protocol: p.protocol, rate: p.rate, active: p.active };
    return ok({
      detail: { ...values },
      // A taken code is a unique violation here, which saveAudited answers with `taken`.
      write: (tx) => saveRow(tx, outcomeCurrencies, p.id, values, false),
      view: outcomeCurrencyView,
    });
  },
};

type Bank = typeof banks.$inferSelect;
const bankView = (r: Bank): z.infer<Api['adminBank']> => ({
  id: r.id,
  name: r.name,
  code: r.code,
  active: r.active,
  sortOrder: r.sortOrder,
});

/** The banks customers pick for their payout accounts. */
export const bankTable: ConfigTable<Paging, Payload<Api['bankSave']>, Bank, Bank, z.infer<Api['adminBank']>> = {
  kind: 'bank',
  action: 'bank',
  taken: fundsMessages.codeTaken,
  page: (deps, p) => pageRows(deps.db, banks, [banks.sortOrder, banks.name], p),
  view: bankView,
  prepare: async (_deps, p) => {
    const values = { name: p.name, code: p.code, active: p.active, sortOrder: p.sortOrder ?? 0 };
    return ok({
      detail: { ...values },
      write: (tx) => saveRow(tx, banks, p.id, values, true),
      view: bankView,
    });
  },
};
