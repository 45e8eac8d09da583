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
  ABOVE_MAX_SHARES,
  BELOW_MIN_SHARES,
  decideSubscribe,
  NO_EXCHANGE_RATE,
  NOT_WHOLE_LOTS,
  needsInstitution,
  OFFERING_NOT_OPEN,
  type RuleFailure,
  SHARES_SOLD_OUT,
  type SubscribePlan,
  subscriptionBornAfter,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { drawnId, nextIdRead } from '../../db/next-id';
import type { RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { executeKeyedWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents } from '../../ledger/service';
import { accountRowsOf } from '../../ledger/store';
import { walletOf, walletRead } from '../../ledger/wallet';
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

/** Core's refusal of a subscription in the words of the reply, in both locales (N7, N12, X1). */
function subscribeRefusal(failure: RuleFailure): Failure {
  const values = failure.values ?? {};
  const shares = Number(values.shares);
  switch (failure.message) {
    case OFFERING_NOT_OPEN:
      return fail(Code.MARKET_CLOSED, m.notOpen);
    case NOT_WHOLE_LOTS:
      return fail(Code.BAD_QUANTITY, m.notWholeLots(Number(values.lotSize)));
    case BELOW_MIN_SHARES:
      return fail(Code.BAD_QUANTITY, m.belowMin(shares));
    case ABOVE_MAX_SHARES:
      return fail(Code.BAD_QUANTITY, m.aboveMax(shares));
    case SHARES_SOLD_OUT:
      return fail(Code.BAD_QUANTITY, m.soldOut(shares));
    case NO_EXCHANGE_RATE:
      return fail(Code.ABNORMAL_PRICE, m.noRate(values.from ?? '', values.to ?? ''));
    default:
      throw new Error(`a subscription refusal has no words: ${failure.rule} ${failure.message}`);
  }
}

/** The subscription's row as planned: its status by applying the plan's events (LC2). */
async function writeSubscription(tx: Tx, plan: SubscribePlan, offering: OfferingRow) {
  const row = await insertSubscription(tx, {
    ...plan.subscription,
    ...(plan.decided ?? {}),
    status: subscriptionBornAfter(plan.events),
  });
  // N12: a block trade's allotment counts against its offering's shares at once.
  const allotted = plan.offeringAllottedShares;
  return {
    row,
    offering: allotted === null ? offering : await updateOffering(tx, offering.id, { allottedShares: allotted }),
  };
}

/**
 * Subscribes (N7, N9, N13): an open offering, whole lots within its limits, a placement or a block
 * trade only from an institutional account, a block trade only after its password. Core decides
 * (`decideSubscribe`) and the keyed executor runs it (docs/adr/0024): the cost is priced in the
 * offering's currency and paid from the chosen account in its currency at this instant's pay rate
 * (X1, X3), into escrow (type 8 or 9); short of money answers 407 and nothing is written. A block
 * trade is allotted in the same transaction, first come first served, under its offering's row lock.
 * With a request key, a repeat answers the first reply and subscribes nothing more (E7); the route
 * answers a committed key before the password and institution checks (`repeatOr`).
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
  const accountCurrency = terms.currency(p.accountType);
  const walletSettings = { defaultCurrency: terms.currency('real') };
  const request = { userId, accountSet: p.accountType, shares: p.quantity };
  let offering = found;
  const placed = await executeKeyedWorkflow(
    deps.db,
    {
      lock: tradingLock(userId),
      withBegin: { subscriptionId: nextIdRead('new_share_subscriptions') },
      read: async (tx, began) => {
        // N12: block trades serialise on their offering's row, so its remaining shares are never oversold.
        const locked = found.type === 'dazong' ? await lockOffering(tx, found.id) : found;
        if (!locked) throw new Error(`offering ${found.id} vanished`);
        offering = locked;
        const fx = terms.fx(offering.currency, accountCurrency);
        return { offering, subscriptionId: drawnId(began.subscriptionId), accountCurrency, fx };
      },
      decide: (rows) => decideSubscribe(rows, request, nowMs),
      refusal: subscribeRefusal,
      postingOf: (plan) => plan.posting,
      write: async (tx, plan) => {
        const written = await writeSubscription(tx, plan, offering);
        // The reply is stored with the key before COMMIT, so it is made here, once (E7).
        const view = viewOffering(written.offering, (code) => deps.market.quote(code), nowMs);
        return viewSubscription(written.row, view);
      },
      withCommit: [walletRead(userId, walletSettings)],
      publish: async (_reply, [walletRows = []]) => {
        const wallet = walletOf(userId, walletSettings, accountRowsOf(walletRows));
        await publishBalanceEvents(deps, [userId], walletSettings, new Map([[userId, wallet]])).catch(
          (error: unknown) => deps.log.error({ err: error }, 'publishing a subscription balance failed'),
        );
      },
    },
    { key, replyOf: (reply) => reply },
  );
  return isFailure(placed) ? placed : ok(placed.reply);
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
