import { Code, type consoleFundsApi, type Payload } from '@demo/contract';
import { formatMoney, minor } from '@demo/core';
import type { z } from 'zod';
import type { StaffSession } from '../../http/implement';
import { fail, ok, type Result } from '../../lib/result';
import type { FundsDeps } from '../funds/common';
import { fundsMessages } from '../funds/messages';
import { minorOf, saveAudited } from './save-audited';
import {
  incomeChannelById,
  pageBanks,
  pageIncomeChannels,
  pageIncomeCurrencies,
  pageOutcomeChannels,
  pageOutcomeCurrencies,
  saveBank,
  saveIncomeChannel,
  saveIncomeCurrency,
  saveOutcomeChannel,
  saveOutcomeCurrency,
} from './store';

/**
 * The console's configuration of channels, currencies and banks (admin only). Every save writes an
 * audit row in its transaction; a channel password is stored only as a scrypt hash and never read back.
 */

type Api = typeof consoleFundsApi;
type Paging = { page: number; size: number };

type IncomeChannelRow = Awaited<ReturnType<typeof pageIncomeChannels>>['rows'][number];
const incomeChannelView = (r: IncomeChannelRow): z.infer<Api['adminIncomeChannel']> => ({
  id: r.id,
  name: r.name,
  type: r.type,
  needPassword: r.needPassword,
  minAmount: formatMoney(minor(r.minAmountMinor)),
  details: r.details,
  active: r.active,
  sortOrder: r.sortOrder,
});

export async function listIncomeChannels(deps: FundsDeps, p: Paging) {
  const { rows, total } = await pageIncomeChannels(deps.db, p);
  return ok({ list: rows.map(incomeChannelView), total });
}

export async function saveIncomeChannelCall(
  deps: FundsDeps,
  who: StaffSession,
  p: Payload<Api['channelIncomeSave']>,
  ip: string,
): Promise<Result<z.infer<Api['adminIncomeChannel']>>> {
  const existing = p.id === undefined ? undefined : await incomeChannelById(deps.db, p.id);
  if (p.id !== undefined && !existing) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
  // A new password replaces the old; none given keeps the old; a channel needing one must have one.
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
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: p.id === undefined ? 'channel.income.create' : 'channel.income.update',
      kind: 'income_channel',
      reason: p.reason,
      taken: fundsMessages.nameTaken,
      detail: {
        name: p.name,
        type: p.type,
        needPassword: p.needPassword,
        passwordChanged: Boolean(p.password),
        minAmount: p.minAmount,
        active: p.active,
      },
    },
    (tx) => saveIncomeChannel(tx, p.id, values),
  );
  return saved.ok ? ok(incomeChannelView(saved.body)) : saved;
}

type IncomeCurrencyRow = Awaited<ReturnType<typeof pageIncomeCurrencies>>['rows'][number];
const incomeCurrencyView = (r: IncomeCurrencyRow): z.infer<Api['adminIncomeCurrency']> => ({
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

export async function listIncomeCurrencies(deps: FundsDeps, p: Paging & { channelId?: number | undefined }) {
  const { rows, total } = await pageIncomeCurrencies(deps.db, p);
  return ok({ list: rows.map(incomeCurrencyView), total });
}

export async function saveIncomeCurrencyCall(
  deps: FundsDeps,
  who: StaffSession,
  p: Payload<Api['channelIncomeCurrencySave']>,
  ip: string,
): Promise<Result<z.infer<Api['adminIncomeCurrency']>>> {
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
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: p.id === undefined ? 'channel.income_currency.create' : 'channel.income_currency.update',
      kind: 'income_currency',
      reason: p.reason,
      taken: fundsMessages.currencyUnknown,
      detail: { ...values },
    },
    (tx) => saveIncomeCurrency(tx, p.id, values),
  );
  return saved.ok ? ok(incomeCurrencyView({ currency: saved.body, channelName: channel.name })) : saved;
}

export async function listOutcomeChannels(deps: FundsDeps, p: Paging) {
  const { rows, total } = await pageOutcomeChannels(deps.db, p);
  return ok({
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      protocol: r.protocol,
      active: r.active,
      sortOrder: r.sortOrder,
    })),
    total,
  });
}

export async function saveOutcomeChannelCall(
  deps: FundsDeps,
  who: StaffSession,
  p: Payload<Api['channelOutcomeSave']>,
  ip: string,
): Promise<Result<z.infer<Api['adminOutcomeChannel']>>> {
  const values = { name: p.name, type: p.type, protocol: p.protocol, active: p.active, sortOrder: p.sortOrder ?? 0 };
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: p.id === undefined ? 'channel.outcome.create' : 'channel.outcome.update',
      kind: 'outcome_channel',
      reason: p.reason,
      taken: fundsMessages.nameTaken,
      detail: { ...values },
    },
    (tx) => saveOutcomeChannel(tx, p.id, values),
  );
  if (!saved.ok) return saved;
  const r = saved.body;
  return ok({ id: r.id, name: r.name, type: r.type, protocol: r.protocol, active: r.active, sortOrder: r.sortOrder });
}

export async function listOutcomeCurrencies(deps: FundsDeps, p: Paging) {
  const { rows, total } = await pageOutcomeCurrencies(deps.db, p);
  return ok({
    list: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      protocol: r.protocol,
      rate: r.rate,
      active: r.active,
    })),
    total,
  });
}

export async function saveOutcomeCurrencyCall(
  deps: FundsDeps,
  who: StaffSession,
  p: Payload<Api['currencyOutcomeSave']>,
  ip: string,
): Promise<Result<z.infer<Api['adminOutcomeCurrency']>>> {
  const values = { code: p.code, name: p.name, protocol: p.protocol, rate: p.rate, active: p.active };
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: p.id === undefined ? 'currency.outcome.create' : 'currency.outcome.update',
      kind: 'outcome_currency',
      reason: p.reason,
      taken: fundsMessages.notFound,
      detail: { ...values },
    },
    (tx) => saveOutcomeCurrency(tx, p.id, values),
  );
  if (!saved.ok) return saved;
  const r = saved.body;
  return ok({ id: r.id, code: r.code, name: r.name, protocol: r.protocol, rate: r.rate, active: r.active });
}

export async function listBanks(deps: FundsDeps, p: Paging) {
  const { rows, total } = await pageBanks(deps.db, p);
  return ok({
    list: rows.map((r) => ({ id: r.id, name: r.name, code: r.code, active: r.active, sortOrder: r.sortOrder })),
    total,
  });
}

export async function saveBankCall(
  deps: FundsDeps,
  who: StaffSession,
  p: Payload<Api['bankSave']>,
  ip: string,
): Promise<Result<z.infer<Api['adminBank']>>> {
  const values = { name: p.name, code: p.code, active: p.active, sortOrder: p.sortOrder ?? 0 };
  const saved = await saveAudited(
    deps,
    who,
    ip,
    {
      id: p.id,
      action: p.id === undefined ? 'bank.create' : 'bank.update',
      kind: 'bank',
      reason: p.reason,
      taken: fundsMessages.codeTaken,
      detail: { ...values },
    },
    (tx) => saveBank(tx, p.id, values),
  );
  if (!saved.ok) return saved;
  const r = saved.body;
  return ok({ id: r.id, name: r.name, code: r.code, active: r.active, sortOrder: r.sortOrder });
}
