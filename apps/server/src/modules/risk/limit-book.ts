import type { AccountSet, QuoteOf, RiskLimitFacts } from '@demo/core';
import { houseBook, type Minor, minor } from '@demo/core';
import type { Db, Queryable } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { SharedCopy } from '../../lib/shared-copy';
import type { OrderRiskLimits } from '../trading';
import { allLimits, ownBookIn, ownBookOf, ownBookRead, type RiskLimitRow } from './limits-store';
import { openBook } from './store';

/**
 * A node's copies of the risk limits and of the house's net exposure per instrument (docs/SPEC.md
 * RL4, RL5; docs/adr/0002: no row that every order locks). Both are at most RISK_COPY_MAX_AGE_MS old
 * by the wall clock; a limit set on any node is announced on the bus after its COMMIT and every node
 * drops its copy at once, so the age bounds only a lost announcement.
 */

/** How old a node's copy of the limits or of the house book may be (RL4: in force within a second). */
export const RISK_COPY_MAX_AGE_MS = 1_000;
/** The bus channel of a changed limit: every node drops its copy of the limits. */
export const RISK_LIMITS_CHANGED_CHANNEL = 'risk.limits.changed';
/** The currency notional limits are kept and compared in (the desk's reporting currency). */
export const LIMITS_CURRENCY = 'INR';

/** The limits of one account set, by scope. */
interface SetLimits {
  readonly house: Map<string, Minor>;
  readonly lots: Map<string, number>;
  readonly customer: Map<number, Minor>;
}

type NodeLimits = Record<AccountSet, SetLimits>;

const limitCopies = new SharedCopy<Db, NodeLimits>(RISK_COPY_MAX_AGE_MS);
/** One key object per database handle and set, for the house book's copies. */
const houseKeys = new WeakMap<Db, Record<AccountSet, object>>();
const houseCopies = new SharedCopy<object, Map<string, Minor>>(RISK_COPY_MAX_AGE_MS);

function byScope(rows: readonly RiskLimitRow[]): NodeLimits {
  const empty = (): SetLimits => ({ house: new Map(), lots: new Map(), customer: new Map() });
  const limits: NodeLimits = { real: empty(), virtual: empty() };
  for (const row of rows) {
    const set = limits[row.accountSet];
    if (row.kind === 'houseNotional') set.house.set(row.code, minor(row.value));
    else if (row.kind === 'maxLots') set.lots.set(`${row.code}:${row.userId}`, Number(row.value));
    else set.customer.set(row.userId, minor(row.value));
  }
  return limits;
}

/** Drops this node's copy of the limits (after a change here, or announced from another node). */
export function forgetRiskLimits(db: Db): void {
  limitCopies.forget(db);
}

/** Every node drops its copy of the limits when any node announces a change; returns the unsubscribe. */
export function watchRiskLimits(db: Db, bus: Bus): () => void {
  return bus.subscribe(RISK_LIMITS_CHANGED_CHANNEL, () => forgetRiskLimits(db));
}

function houseKeyOf(db: Db, set: AccountSet): object {
  let keys = houseKeys.get(db);
  if (!keys) {
    keys = { real: {}, virtual: {} };
    houseKeys.set(db, keys);
  }
  return keys[set];
}

/** The customers' net notional per instrument in the reporting currency, from the node's copy (RL4). */
async function houseNet(db: Db, set: AccountSet, quoteOf: QuoteOf): Promise<Map<string, Minor>> {
  return await houseCopies.get(houseKeyOf(db, set), Date.now(), async () => {
    const book = houseBook(await openBook(db, set), quoteOf, LIMITS_CURRENCY);
    return new Map(book.instruments.map((i) => [i.code, i.netNotionalReportingMinor ?? minor(0n)]));
  });
}

export interface RiskLimitDeps {
  readonly db: Db;
  readonly market: { quote: QuoteOf };
}

/**
 * The limits that bind one order, or undefined when none does (RL1): the limits and the house's net
 * from the node's copies, read before the order's transaction so no pool read waits inside it; the
 * customer's own book rides with the order's BEGIN, under their trading lock, and only when a
 * per-customer limit names the order (RL5).
 */
export async function riskLimitFacts(
  d: RiskLimitDeps,
  order: { set: AccountSet; userId: number; code: string },
): Promise<OrderRiskLimits | undefined> {
  const limits = (await limitCopies.get(d.db, Date.now(), async () => byScope(await allLimits(d.db))))[order.set];
  const houseMax = limits.house.get(order.code) ?? null;
  const maxLots = limits.lots.get(`${order.code}:${order.userId}`) ?? null;
  const customerMax = limits.customer.get(order.userId) ?? null;
  if (houseMax === null && maxLots === null && customerMax === null) return undefined;
  const quoteOf: QuoteOf = (code) => d.market.quote(code);
  const house = houseMax === null ? undefined : await houseNet(d.db, order.set, quoteOf);
  return {
    facts: {
      reportingCurrency: LIMITS_CURRENCY,
      houseNotionalMaxMinor: houseMax,
      houseNetNotionalMinor: house?.get(order.code) ?? minor(0n),
      maxLots,
      customerNotionalMaxMinor: customerMax,
      quoteOf,
    },
    own:
      maxLots === null && customerMax === null
        ? null
        : { read: ownBookRead(order.userId, order.set), parse: (rows) => ownBookOf(order.userId, rows) },
  };
}

/**
 * The limits binding an opening outside `order/create` (RL10: a group join), or undefined when none
 * does: the node's copies as for an order, and the customer's own book read on `q`, the caller's
 * transaction under their trading lock (RL5).
 */
export async function riskLimitFactsIn(
  q: Queryable,
  d: RiskLimitDeps,
  opening: { set: AccountSet; userId: number; code: string },
): Promise<RiskLimitFacts | undefined> {
  const limits = await riskLimitFacts(d, opening);
  if (!limits) return undefined;
  return { own: limits.own ? await ownBookIn(q, opening.userId, opening.set) : [], ...limits.facts };
}
