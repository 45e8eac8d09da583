import {
  Code,
  type Payload,
  type productNewCheck,
  type productNewDetail,
  type productNewFront,
  type Subscription,
  type userProductNewCreate,
  type userProductNewList,
} from '@demo/contract';
import {
  applyStatusEvent,
  checkSubscription,
  convertAmount,
  converts,
  formatRate,
  minor,
  needsInstitution,
  postNewShareAllotment,
  postNewShareSubscription,
  type RuleFailure,
  SUBSCRIPTION_LIFECYCLE,
  sharesCostMinor,
  subscriptionEntryType,
  ticks,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { isFailure, Rollback } from '../../db/transaction';
import { post, publishBalanceEvents } from '../../ledger/service';
import type { PasswordHasher } from '../../lib/password';
import { type Failure, fail, ok, type Result, refused } from '../../lib/result';
import { guardedCheck, refusal } from '../accounts';
import { type TradingDeps, tradingLock, tradingTerms } from '../trading';
import { newShareMessages as m } from './messages';
import {
  findDraw,
  findOffering,
  hasPasswordPass,
  insertSubscription,
  listOfferings,
  lockOffering,
  type OfferingRow,
  recordPasswordPass,
  updateOffering,
  updateSubscription,
  userProfile,
  userSubscriptions,
} from './store';
import { viewDraw, viewOffering, viewSubscription } from './view';

/**
 * The customer's new-share calls (CONTRACT.md, "New shares"): browse offerings, check a block
 * trade's password, subscribe in the real or the demo account, and read one's subscriptions.
 * Allotment and listing are the engine leader's (allotment.ts), never a request's.
 */

export interface NewShareDeps extends TradingDeps {
  hasher: PasswordHasher;
}

/** A passed block-trade password lets the customer subscribe to that offering this long (as channel passes, F6). */
export const PASSWORD_PASS_TTL_MS = 30 * 60_000;

export async function front(deps: NewShareDeps, p: Payload<typeof productNewFront>) {
  const nowMs = deps.now();
  const { rows, total } = await listOfferings(deps.db, {
    type: p.type,
    market: p.market,
    phase: p.status,
    nowMs,
    page: p.page,
    size: p.size,
  });
  const quoteOf = (code: string) => deps.market.quote(code);
  return ok({ list: rows.map((r) => viewOffering(r, quoteOf, nowMs)), total });
}

async function offeringByCodeOrKey(deps: NewShareDeps, code: string | undefined, key: string | undefined) {
  if (code) return findOffering(deps.db, { code });
  if (key && /^\d{1,9}$/.test(key)) return findOffering(deps.db, { id: Number(key) });
  if (key) return findOffering(deps.db, { code: key });
  return undefined;
}

/** One offering; its seed and draw are published only once it is allotted (N1, N4). */
export async function detail(deps: NewShareDeps, p: Payload<typeof productNewDetail>) {
  const row = await offeringByCodeOrKey(deps, p.code, p.key);
  if (!row) return fail(Code.ABNORMAL_DATA, m.codeUnknown);
  const view = viewOffering(row, (code) => deps.market.quote(code), deps.now());
  const allotted = row.allottedAtMs !== null;
  const draw = allotted ? await findDraw(deps.db, row.id) : undefined;
  return ok({ ...view, drawSeed: allotted ? row.drawSeed : null, drawResult: draw ? viewDraw(draw, row) : null });
}

/** The guard's key of one user's guesses at one offering's password (A10's counting, per offering). */
function guardKey(username: string, offeringId: number) {
  return { username: `${username}#offering:${offeringId}`, secret: 'offering' as const };
}

async function verifyPassword(
  deps: NewShareDeps,
  userId: number,
  offering: OfferingRow,
  password: string,
): Promise<Result<null>> {
  const profile = await userProfile(deps.db, userId);
  if (!profile) throw new Error(`user ${userId} of a live session is missing`);
  const hash = offering.passwordHash;
  const nowMs = deps.now();
  const checked = await guardedCheck(
    deps.db,
    guardKey(profile.username, offering.id),
    async () => (hash === null ? true : await deps.hasher.verify(password, hash)),
    nowMs,
  );
  if (!checked.ok) return refusal(checked, fail(Code.ABNORMAL_DATA, m.passwordWrong), nowMs);
  await recordPasswordPass(deps.db, userId, offering.id, new Date(nowMs));
  return ok(null);
}

/** N11: a block trade's password, checked against its hash with wrong guesses counted per user and offering. */
export async function check(deps: NewShareDeps, userId: number, p: Payload<typeof productNewCheck>) {
  const offering = await findOffering(deps.db, { id: p.id });
  if (!offering) return fail(Code.ABNORMAL_DATA, m.offeringUnknown);
  if (offering.passwordHash === null) return ok({ ok: true as const });
  const verified = await verifyPassword(deps, userId, offering, p.password);
  if (!verified.ok) return verified;
  return ok({ ok: true as const });
}

/** Why this customer may not subscribe to the offering now: not institutional, or no password pass. */
async function subscriberRefusal(
  deps: NewShareDeps,
  userId: number,
  found: OfferingRow,
  password: string | undefined,
  nowMs: number,
): Promise<Failure | undefined> {
  if (needsInstitution(found.type)) {
    const profile = await userProfile(deps.db, userId);
    if (!profile?.institutional) return fail(Code.ABNORMAL_DATA, m.institutionalOnly);
  }
  if (found.passwordHash !== null) {
    const since = new Date(nowMs - PASSWORD_PASS_TTL_MS);
    if (!(await hasPasswordPass(deps.db, userId, found.id, since))) {
      if (!password) return fail(Code.ABNORMAL_DATA, m.passwordRequired);
      const verified = await verifyPassword(deps, userId, found, password);
      if (!verified.ok) return verified;
    }
  }
  return undefined;
}

/** The lots `shares` buys of an open offering (N7); a rollback naming the rule when it may not. */
function subscribableLots(offering: OfferingRow, shares: number, nowMs: number): { lots: number } {
  const open = offering.allottedAtMs === null && nowMs >= offering.subscribeStartMs && nowMs < offering.subscribeEndMs;
  if (!open) throw new Rollback(fail(Code.MARKET_CLOSED, m.notOpen));
  const checked = checkSubscription(
    {
      type: offering.type,
      lotSize: offering.lotSize,
      minLots: offering.minLots,
      maxLots: offering.maxLots,
      totalShares: offering.totalShares,
      remainingShares: offering.totalShares - offering.allottedShares,
    },
    shares,
  );
  if (checked.ok) return { lots: checked.value };
  throw new Rollback(subscriptionRefusal(checked));
}

/** Core's N7 refusal in the words of the reply, in both locales (`values` name the limit passed). */
function subscriptionRefusal(failure: RuleFailure): Failure {
  const limit = failure.values?.limit;
  const shares = Number(failure.values?.shares ?? 0);
  const words =
    limit === 'min' ? m.belowMin : limit === 'max' ? m.aboveMax : limit === 'remaining' ? m.soldOut : m.notWholeLots;
  return refused(failure, words(shares));
}

/** What a subscription's transaction works from, checked before it began. */
interface Subscribing {
  deps: NewShareDeps;
  userId: number;
  p: Payload<typeof userProductNewCreate>;
  found: OfferingRow;
  fx: NonNullable<ReturnType<Terms['fx']>>;
  accountCurrency: ReturnType<Terms['currency']>;
  nowMs: number;
}
type Terms = Awaited<ReturnType<typeof tradingTerms>>;

/** The subscription's transaction: the row, its payment into escrow and, for a block trade, its allotment. */
async function subscribeIn(tx: Tx, { deps, userId, p, found, fx, accountCurrency, nowMs }: Subscribing) {
  const set = p.accountType;
  // Block trades serialise on their offering's row so the remaining shares are never oversold.
  const offering = found.type === 'dazong' ? await lockOffering(tx, found.id) : found;
  if (!offering) throw new Error(`offering ${found.id} vanished`);
  const checked = subscribableLots(offering, p.quantity, nowMs);
  const costMinor = sharesCostMinor(ticks(offering.priceTicks), offering.decimals, p.quantity, offering.currency);
  const cost = convertAmount(fx, costMinor, 'pay');
  const fee = convertAmount(fx, minor(offering.feeMinor), 'pay');
  const row = await insertSubscription(tx, {
    offeringId: offering.id,
    userId,
    accountSet: set,
    shares: p.quantity,
    lots: checked.lots,
    currency: accountCurrency,
    instrumentCurrency: offering.currency,
    fxRate: converts(fx) ? formatRate(fx.pay) : null,
    costInstrumentMinor: costMinor,
    paidMinor: cost.accountMinor,
    feeMinor: fee.accountMinor,
    createdAtMs: nowMs,
  });
  const ctx = { userId, currency: accountCurrency, ref: `new_share:${row.id}` };
  const paid = await post(
    tx,
    postNewShareSubscription(
      { ...ctx, eventId: `new_share:${row.id}:pay` },
      set,
      subscriptionEntryType(offering.type),
      {
        amountMinor: cost.accountMinor,
        conversion: cost.conversion,
        feeMinor: fee.accountMinor,
        feeConversion: fee.conversion,
      },
    ),
  );
  if (!paid.ok) {
    if (paid.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
    throw new Error(`subscription ${row.id} was refused by the ledger: ${paid.error.detail}`);
  }
  // The reply is written with the key before COMMIT, so it is made here (E7).
  const reply = (r: typeof row, o: typeof offering) =>
    viewSubscription(
      r,
      viewOffering(o, (code) => deps.market.quote(code), nowMs),
    );
  if (offering.type !== 'dazong') return { reply: reply(row, offering), extra: null };
  // N12: a block trade is allotted at once, whole, from the remaining shares.
  const allotted = await post(
    tx,
    postNewShareAllotment(
      { ...ctx, eventId: `new_share:${row.id}:allot` },
      set,
      { amountMinor: cost.accountMinor, conversion: cost.conversion },
      minor(0n),
    ),
  );
  if (!allotted.ok) throw new Error(`block trade ${row.id} allotment refused: ${allotted.error.detail}`);
  const won = applyStatusEvent(SUBSCRIPTION_LIFECYCLE, row.status, 'win');
  if (!won.ok) throw new Error(`block trade ${row.id} cannot be allotted from ${row.status}`);
  const decided = await updateSubscription(tx, row.id, {
    status: won.value,
    wonLots: checked.lots,
    wonMinor: cost.accountMinor,
    refundMinor: 0n,
    decidedAtMs: nowMs,
  });
  const updated = await updateOffering(tx, offering.id, { allottedShares: offering.allottedShares + p.quantity });
  return { reply: reply(decided, updated), extra: null };
}

/**
 * Subscribes (N7, N9, N13): an open offering, whole lots within its limits, a placement or a block
 * trade only from an institutional account, a block trade only after its password. The cost is priced in the offering's
 * currency and paid from the chosen account in its currency at this instant's pay rate (X1, X3),
 * into escrow (type 8 or 9); short of money answers 407 and nothing is written. A block trade is
 * allotted in the same transaction, first come first served, under its offering's row lock. With a
 * request key, a repeat answers the first reply and subscribes nothing more (E7); the route answers a
 * committed key before the password and institution checks (`repeatOr`).
 */
export async function create(
  deps: NewShareDeps,
  userId: number,
  p: Payload<typeof userProductNewCreate>,
  key: RequestKey | null = null,
): Promise<Result<Subscription>> {
  const nowMs = deps.now();
  const found = await findOffering(deps.db, { id: p.productNewId });
  if (!found) return fail(Code.ABNORMAL_DATA, m.offeringUnknown);
  const refused = await subscriberRefusal(deps, userId, found, p.password, nowMs);
  if (refused) return refused;
  const terms = await tradingTerms(deps, nowMs);
  const set = p.accountType;
  const accountCurrency = terms.currency(set);
  const fx = terms.fx(found.currency, accountCurrency);
  if (fx === null) return fail(Code.ABNORMAL_PRICE, m.noRate(found.currency, accountCurrency));

  const placed = await inKeyedTransaction(
    deps.db,
    key,
    (tx) => subscribeIn(tx, { deps, userId, p, found, fx, accountCurrency, nowMs }),
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(placed)) return placed;
  if (placed.fresh)
    await publishBalanceEvents(deps, [userId], { defaultCurrency: terms.currency('real') }).catch((error: unknown) =>
      deps.log.error({ err: error }, 'publishing a subscription balance failed'),
    );
  return ok(placed.reply);
}

export async function list(deps: NewShareDeps, userId: number, p: Payload<typeof userProductNewList>) {
  const nowMs = deps.now();
  const { rows, total } = await userSubscriptions(deps.db, {
    userId,
    type: p.productNewType,
    accountSet: p.accountType,
    page: p.page,
    size: p.size,
  });
  const quoteOf = (code: string) => deps.market.quote(code);
  return ok({
    list: rows.map((r) => viewSubscription(r.subscription, viewOffering(r.offering, quoteOf, nowMs))),
    total,
  });
}
