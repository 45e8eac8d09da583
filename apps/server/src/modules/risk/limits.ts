import { type AccountType, Code, consoleRiskApi, fieldLabel, PRODUCT_CODE_LABEL } from '@demo/contract';
import { currencyDecimals, formatMoney, minor, parseMoney } from '@demo/core';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import type { Bus } from '../../lib/bus';
import { fail, type Localized, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { catalogOf } from '../trading';
import { forgetRiskLimits, LIMITS_CURRENCY, RISK_LIMITS_CHANGED_CHANNEL } from './limit-book';
import { deleteLimit, limitForUpdate, listLimits, type RiskLimitRow, upsertLimit, userExists } from './limits-store';

type SetPayload = {
  accountType: AccountType;
  kind: consoleRiskApi.RiskLimit['kind'];
  code?: string | undefined;
  userId?: number | undefined;
  value: string;
  reason: string;
};

export interface RiskLimitSetDeps {
  db: Db;
  bus: Bus;
  now: () => number;
}

const about = (field: string, en: string, hi: string): Localized => {
  const label = (locale: 'en' | 'hi') => (field === 'code' ? PRODUCT_CODE_LABEL[locale] : fieldLabel(field, locale));
  return { en: `${label('en')} ${en}`, hi: `${label('hi')} ${hi}` };
};

const messages = {
  productUnknown: about('code', 'does not match any product', 'किसी उत्पाद से मेल नहीं खाता'),
  userUnknown: about('userId', 'does not match any customer', 'किसी ग्राहक से मेल नहीं खाता'),
  unchanged: about('value', 'is the limit already in force', 'पहले से लागू सीमा ही है'),
  tooLarge: about('value', 'is too large', 'बहुत बड़ा है'),
};

/** A stored limit as the console shows it: lots, or an amount in the reporting currency. */
function limitView(row: RiskLimitRow, staffName: string | null): consoleRiskApi.RiskLimit {
  const lots = row.kind === 'maxLots';
  return {
    accountType: row.accountSet,
    kind: row.kind,
    code: row.code === '' ? null : row.code,
    userId: row.userId === 0 ? null : row.userId,
    value: lots ? String(row.value) : formatMoney(minor(row.value), currencyDecimals(LIMITS_CURRENCY)),
    currency: lots ? null : LIMITS_CURRENCY,
    updatedAt: row.updatedAt,
    updatedBy: staffName,
    reason: row.reason,
  };
}

/** `risk/limits`: the limits in force for one account type, newest change first. */
export async function riskLimitList(
  db: Db,
  set: AccountType,
): Promise<Result<{ accountType: AccountType; list: consoleRiskApi.RiskLimit[] }>> {
  const rows = await listLimits(db, set, consoleRiskApi.RISK_LIMITS_LISTED_MAX);
  return ok({ accountType: set, list: rows.map((r) => limitView(r.limit, r.staffName)) });
}

/** The stored value of a limit: lots, or paise of the reporting currency; null when out of range. */
function storedValue(p: SetPayload): bigint | null {
  if (p.kind === 'maxLots') {
    const lots = BigInt(p.value);
    return lots <= BigInt(Number.MAX_SAFE_INTEGER) ? lots : null;
  }
  const parsed = parseMoney(p.value, currencyDecimals(LIMITS_CURRENCY));
  return parsed.ok ? parsed.value : null;
}

/**
 * `risk/limit/set` (RL7, RL8): sets a limit, or clears it with value 0, under the scope's row lock,
 * its audit row in the same transaction; after COMMIT this node drops its copy and every node is told
 * to (RL4). The instrument and the customer named must exist. Answers the limit now in force, or null.
 */
export async function setRiskLimit(
  d: RiskLimitSetDeps,
  who: StaffSession,
  p: SetPayload,
  ip: string,
): Promise<Result<consoleRiskApi.RiskLimit | null>> {
  const nowMs = d.now();
  if (p.code !== undefined && !(await catalogOf(d.db, nowMs)).productByCode(p.code))
    return fail(Code.ABNORMAL_DATA, messages.productUnknown);
  if (p.userId !== undefined && !(await userExists(d.db, p.userId)))
    return fail(Code.ABNORMAL_DATA, messages.userUnknown);
  const value = storedValue(p);
  if (value === null) return fail(Code.ABNORMAL_DATA, messages.tooLarge);
  const scope = { accountSet: p.accountType, kind: p.kind, code: p.code ?? '', userId: p.userId ?? 0 };
  const outcome = await inTransaction(d.db, async (tx) => {
    const previous = await limitForUpdate(tx, scope);
    if ((previous?.value ?? 0n) === value) return fail(Code.ABNORMAL_DATA, messages.unchanged);
    const written =
      value === 0n
        ? null
        : await upsertLimit(tx, { ...scope, value, reason: p.reason, updatedBy: who.staffId, updatedAt: nowMs });
    if (value === 0n) await deleteLimit(tx, scope);
    await insertAudit(tx, {
      staffId: who.staffId,
      action: 'risk.limit.set',
      target: `risk-limit:${scope.accountSet}:${scope.kind}:${scope.code}:${scope.userId}`,
      reason: p.reason,
      detail: {
        accountType: p.accountType,
        kind: p.kind,
        code: p.code ?? null,
        userId: p.userId ?? null,
        from: previous ? limitView(previous, null).value : null,
        to: written ? limitView(written, null).value : null,
      },
      ip,
    });
    return ok(written);
  });
  if (!outcome.ok) return outcome;
  forgetRiskLimits(d.db);
  await d.bus.publish(RISK_LIMITS_CHANGED_CHANNEL, { accountType: p.accountType });
  return ok(outcome.body === null ? null : limitView(outcome.body, who.username));
}
