import { ALERT_LIST_MAX, ALERTS_ACTIVE_LIMIT, type Alert, Code, type Quote } from '@demo/contract';
import {
  ALERT_RATE_DECIMALS,
  type AlertCondition,
  alertMetric,
  alertRises,
  formatAlertLevel,
  formatPrice,
  parseMoney,
  parsePrice,
  type RuleFailure,
  readAlertLevel,
  ticks,
} from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, isFailure } from '../../db/transaction';
import { type Bus, BusChannel } from '../../lib/bus';
import { type Failure, fail, type Localized, ok, type Result, refused } from '../../lib/result';
import type { MarketContext } from '../markets';
import { alertMessages } from './messages';
import * as store from './store';

/**
 * Price alerts: customers set, list and remove them here; the engine leader's `AlertWatcher` keeps
 * the active ones in memory and fires them (docs/SPEC.md AL1–AL6). Every change is announced on the
 * bus after COMMIT so the leader's book follows it whichever node took the call.
 */

export interface AlertDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  market: MarketContext;
}

/** What `BusChannel.alerts` carries. Levels travel as decimal strings of their integer (JSON has no bigint). */
export type AlertBusMessage =
  | {
      op: 'add';
      alert: {
        id: number;
        userId: number;
        code: string;
        decimals: number;
        condition: AlertCondition;
        level: string;
        repeat: boolean;
        armed: boolean;
      };
    }
  | { op: 'remove'; id: number };

/** How an alert's product writes its prices: the currency and the market (rates and points have no sign). */
export type AlertPricing = { currency: string; market: string } | undefined;

/** The alert as the contract shows it, with its product's currency so every level reads as money. */
export function alertView(row: store.AlertRow, pricing: AlertPricing): Alert {
  return {
    id: row.id,
    code: row.code,
    currency: pricing?.currency ?? '',
    market: pricing?.market ?? '',
    condition: row.condition,
    value: formatAlertLevel(row.condition, row.level, row.decimals),
    repeat: row.repeat ? 1 : 0,
    status: row.status,
    triggeredAt: row.triggeredAt,
    triggeredPrice: row.triggeredPriceTicks === null ? null : formatPrice(ticks(row.triggeredPriceTicks), row.decimals),
  };
}

/** The value a quote shows for a condition, in the level's unit, or null when the quote cannot be read. */
export function currentValue(condition: AlertCondition, quote: Quote | undefined, decimals: number): bigint | null {
  if (!quote) return null;
  const parsed =
    alertMetric(condition) === 'price'
      ? parsePrice(quote.price, decimals)
      : parseMoney(quote.changeRate, ALERT_RATE_DECIMALS);
  return parsed.ok ? parsed.value : null;
}

/** Core's AL3 refusal of a level in the words of the reply, in both locales (`values` name the check). */
function alertLevelRefusal(failure: RuleFailure, condition: AlertCondition): Failure {
  const values = failure.values ?? {};
  const messages: Readonly<Record<string, Localized>> = {
    format: alertMessages.valueFormat,
    decimals: alertMessages.valueDecimals(Number(values.decimals ?? 0)),
    positive: alertMessages.valuePositive,
    range: alertMessages.valueRange,
    met: alertMessages.valueAlreadyMet(alertRises(condition), values.current ?? ''),
  };
  return refused(failure, messages[values.check ?? 'format'] ?? alertMessages.valueFormat);
}

export async function alertCreate(
  d: AlertDeps,
  userId: number,
  input: { code: string; condition: AlertCondition; value: string; repeat: boolean },
): Promise<Result<Alert>> {
  const product = d.market.book.product(input.code);
  if (!product) return fail(Code.ABNORMAL_DATA, alertMessages.productUnknown);
  const current = currentValue(input.condition, d.market.book.quote(product.code), product.decimals);
  const level = readAlertLevel(input.condition, input.value, product.decimals, current);
  if (!level.ok) return alertLevelRefusal(level, input.condition);
  const created = await inTransaction(
    d.db,
    async (tx) => {
      // AL4: counted under the customer's alert lock, so two racing creates cannot both pass the limit.
      if ((await store.countActive(tx, userId)) >= ALERTS_ACTIVE_LIMIT)
        return fail(Code.ABNORMAL_DATA, alertMessages.tooMany(ALERTS_ACTIVE_LIMIT));
      return await store.insertAlert(tx, {
        userId,
        productId: product.id,
        code: product.code,
        decimals: product.decimals,
        condition: input.condition,
        level: level.value,
        repeat: input.repeat,
      });
    },
    { advisoryLock: [store.ALERT_LOCK_KEY, userId] },
  );
  if (isFailure(created)) return created;
  await announce(d, {
    op: 'add',
    alert: {
      id: created.id,
      userId,
      code: created.code,
      decimals: created.decimals,
      condition: created.condition,
      level: created.level.toString(),
      repeat: created.repeat,
      armed: true,
    },
  });
  return ok(alertView(created, product));
}

export async function alertList(d: AlertDeps, userId: number): Promise<Result<Alert[]>> {
  return ok(
    (await store.alertsOf(d.db, userId, ALERT_LIST_MAX)).map((row) => alertView(row, d.market.book.product(row.code))),
  );
}

export async function alertRemove(d: AlertDeps, userId: number, id: number): Promise<Result<null>> {
  const removed = await store.cancelAlert(d.db, userId, id);
  if (!removed) return fail(Code.ABNORMAL_DATA, alertMessages.unknown);
  // The row comes back cancelled; the leader's book drops it whatever it was before (AL2).
  await announce(d, { op: 'remove', id });
  return ok(null);
}

async function announce(d: AlertDeps, message: AlertBusMessage): Promise<void> {
  // The row is committed; if the bus fails, the leader picks the change up when it next loads its book.
  await d.bus
    .publish(BusChannel.alerts, message)
    .catch((error: unknown) => d.log.error({ err: error }, 'announcing an alert change failed'));
}
