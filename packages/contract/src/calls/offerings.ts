import { z } from 'zod';
import { defineCall } from '../call';
import { STEPPER_MAX } from '../constants';
import {
  amount,
  decimalOut,
  id,
  ignoredUserId,
  int,
  key,
  listOf,
  optionalProductCode,
  optionalText,
  pagingOrAll,
  requestId,
  text,
} from '../fields';
import { OFFERING_TYPES } from '../wire-values';
import { accountType } from './account';

/** New shares, AI stock-picking products and group orders (CONTRACT.md, "New shares, AI, groups"). */

export const offeringType = z.enum(OFFERING_TYPES);
export type OfferingType = (typeof OFFERING_TYPES)[number];
export const offeringStatus = z.enum(['upcoming', 'open', 'closed', 'allotted', 'listed']);
export const subscriptionStatus = z.enum(['submitted', 'success', 'fail', 'position_completed']);
export const aiStatus = z.enum(['running', 'paused', 'ended', 'unlocked']);
export type AiStatus = z.infer<typeof aiStatus>;
export const groupStatus = z.enum(['open', 'allocated', 'closed']);
export const groupOrderStatus = z.enum(['SUBMIT', 'PAYING', 'HOLDING', 'LAPSED']);

const quantity = int().pipe(z.number().int().min(1, 'must be at least 1').max(STEPPER_MAX, 'is too large'));

export const offering = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: offeringType,
  market: z.string(),
  /** The offering's price currency (KRW for Korean offerings, INR for Indian ones). */
  currency: z.string(),
  price: decimalOut(),
  sectors: z.string(),
  /** Price against the underlying's current simulated price: −0.0500 is a 5 % discount. */
  discountRate: decimalOut(),
  lotSize: z.number().int(),
  /** Whole lots one subscription may ask for. */
  minLots: z.number().int(),
  maxLots: z.number().int(),
  /** Application fee per subscription in the offering's currency ("0" when none). */
  fee: decimalOut(),
  subscribeStart: z.number().int(),
  subscribeEnd: z.number().int(),
  allotDate: z.number().int().nullable(),
  listingDate: z.number().int().nullable(),
  securitiesCompany: z.string(),
  totalShare: z.number().int(),
  remainingShare: z.number().int(),
  needPassword: z.boolean(),
  /** Placements are open only to approved institutional accounts. */
  institutionalOnly: z.boolean(),
  status: offeringStatus,
  /** The listed product the shares become, and its current simulated price (null without a quote). */
  underlyingCode: z.string(),
  underlyingPrice: decimalOut().nullable(),
  /** SHA-256 of the draw seed, published from the offering's creation (docs/SPEC.md N1). */
  drawCommitment: z.string(),
});
export type Offering = z.infer<typeof offering>;

/**
 * The published draw (docs/SPEC.md N4, N5): with `drawSeed` anyone can rerun core's `allotLots` on
 * `applications` and compare with `wonLots`, and check the seed against `commitment`.
 */
export const drawResult = z.object({
  algorithm: z.string(),
  rule: z.enum(['retail', 'pro_rata']),
  commitment: z.string(),
  applicants: z.number().int(),
  lotsAvailable: z.number().int(),
  lotsAllotted: z.number().int(),
  winners: z.number().int(),
  /** Every application in input order: `[ref, lots asked]`, `s<id>` a subscription, `m<k>` the simulated market's. */
  applications: z.array(z.tuple([z.string(), z.number().int()])),
  /** Lots won, aligned with `applications`. */
  wonLots: z.array(z.number().int()),
  simulated: z.object({ count: z.number().int(), minLots: z.number().int(), maxLots: z.number().int() }),
});
export type DrawResult = z.infer<typeof drawResult>;

export const productNewFront = defineCall({
  path: 'product_new/front',
  access: 'public',
  summary: 'New-share offerings; size -1 = all',
  payload: z.object({
    type: offeringType.optional(),
    market: z.enum(['korea', 'india']).optional(),
    status: offeringStatus.optional(),
    ...pagingOrAll,
  }),
  body: listOf(offering),
});

export const productNewDetail = defineCall({
  path: 'product_new/detail',
  access: 'public',
  summary: 'One offering, with its draw seed and result once allotted',
  payload: z
    .object({ code: optionalProductCode(), key: key().optional() })
    .refine((p) => Boolean(p.code || p.key), { message: 'is required', path: ['code'] }),
  body: offering.extend({ drawSeed: z.string().nullable(), drawResult: drawResult.nullable() }),
});

export const productNewCheck = defineCall({
  path: 'product_new/check',
  access: 'user',
  summary: "Check an offering's access password (block trades); a wrong one answers code 404",
  payload: z.object({ id: id(), password: text(64) }),
  body: z.object({ ok: z.literal(true) }),
});

export const subscription = z.object({
  id: z.number().int(),
  offering,
  accountType,
  /** Shares asked for (the sign number). */
  quantity: z.number().int(),
  lots: z.number().int(),
  buyPrice: decimalOut(),
  /** What the shares cost in the offering's currency. */
  totalPrice: decimalOut(),
  /** What left the account for the shares, in the account's currency, and the rate it was converted at. */
  paidAmount: decimalOut(),
  fee: decimalOut(),
  currency: z.string(),
  fxRate: z.string().nullable(),
  /** Shares allotted; null until decided. */
  winningQuantity: z.number().int().nullable(),
  /** The unallotted amount returned (type 15), in the account's currency; null until decided. */
  refundAmount: decimalOut().nullable(),
  /** The held position the shares became at listing. */
  orderId: z.number().int().nullable(),
  status: subscriptionStatus,
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const userProductNewCreate = defineCall({
  path: 'user_product_new/create',
  access: 'user',
  summary:
    'Subscribe to an offering in whole lots; the amount leaves the balance (type 8 or 9); a repeated requestId returns the first result',
  payload: z.object({
    productNewId: id(),
    /** Shares, a whole number of lots. */
    quantity,
    password: optionalText(64),
    accountType: accountType.default('real'),
    requestId: requestId().optional(),
    userId: ignoredUserId,
  }),
  body: subscription,
});

export const userProductNewList = defineCall({
  path: 'user_product_new/list',
  access: 'user',
  summary: "The user's subscriptions, newest first; size -1 = all",
  payload: z.object({
    userId: ignoredUserId,
    productNewType: offeringType.optional(),
    accountType: accountType.optional(),
    ...pagingOrAll,
  }),
  body: listOf(subscription),
});

/** The strategies an AI product can run (core `STRATEGY_KINDS`). */
export const AI_STRATEGIES = ['momentum', 'mean_reversion', 'ma_crossover'] as const;
export const aiStrategy = z.enum(AI_STRATEGIES);
/** A strategy's published parameters: bars as whole numbers, z thresholds as decimal strings, allowShort. */
export const aiParams = z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]));
/** The position a running product holds now. */
export const aiPosition = z.enum(['long', 'short', 'flat']);

export const aiProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  strategy: aiStrategy,
  /** The strategy's parameters, exactly as the backtest and the live runner use them. */
  params: aiParams,
  /** The market (`india`, `crypto`, …) and the instrument the strategy trades. */
  market: z.string(),
  code: z.string(),
  codeName: z.string(),
  /** The account currency the amounts are in. */
  currency: z.string(),
  minAmount: decimalOut(),
  maxAmount: decimalOut(),
  /** Amounts are multiples of this. */
  unit: decimalOut(),
  lever: z.number().int(),
  periodDays: z.number().int(),
  /** Backtested, never typed in: winning trades ÷ closed trades, a percentage. */
  winRate: decimalOut(),
  /** Closed trades of the backtest. */
  trades: z.number().int(),
  /** The backtest's change over its last 7, 30 and 90 days, percentages. */
  returnRates: z.object({ d7: decimalOut(), d30: decimalOut(), d90: decimalOut() }),
  /** The backtest window: daily candles of `code` from `backtestFrom` to `backtestTo` (epoch ms). */
  backtestFrom: z.number().int(),
  backtestTo: z.number().int(),
});
export type AiProduct = z.infer<typeof aiProduct>;

/** One point of a backtest's equity curve: the bar's start and the equity after it (1 at the start). */
export const equityPoint = z.object({ time: z.number().int(), equity: decimalOut() });
export type EquityPoint = z.infer<typeof equityPoint>;

export const productChatgptFront = defineCall({
  path: 'product_chatgpt/front',
  access: 'public',
  summary: 'AI stock-picking products with their backtested statistics; size -1 = all',
  payload: z.object({ ...pagingOrAll }),
  body: listOf(aiProduct),
});

export const productChatgptDetail = defineCall({
  path: 'product_chatgpt/detail',
  access: 'public',
  summary: 'One AI product with its backtested equity curve',
  payload: z.object({ key: key() }),
  body: aiProduct.extend({ equityCurve: z.array(equityPoint) }),
});

export const userAi = z.object({
  id: z.number().int(),
  product: aiProduct,
  accountType,
  amount: decimalOut(),
  lever: z.number().int(),
  /** Equity − amount: live while running (marked at the latest price), settled once ended. */
  pnl: decimalOut(),
  /** What the product is worth now: amount + pnl, never below 0. */
  value: decimalOut(),
  position: aiPosition,
  status: aiStatus,
  startAt: z.number().int(),
  /** The end of the period; once ended, when it ended. */
  endAt: z.number().int().nullable(),
  settledAt: z.number().int().nullable(),
});
export type UserAi = z.infer<typeof userAi>;

export const userProductChatgptCreate = defineCall({
  path: 'user_product_chatgpt/create',
  access: 'user',
  summary:
    'Buy an AI product in the real or demo account; the amount leaves the balance (type 10); a repeated requestId returns the first result',
  payload: z.object({
    productId: id(),
    amount: amount(),
    accountType: accountType.default('real'),
    requestId: requestId().optional(),
    userId: ignoredUserId,
  }),
  body: userAi,
});

export const userProductChatgptList = defineCall({
  path: 'user_product_chatgpt/list',
  access: 'user',
  summary: "The user's AI products, newest first; size -1 = all",
  payload: z.object({
    userId: ignoredUserId,
    status: aiStatus.optional(),
    accountType: accountType.optional(),
    ...pagingOrAll,
  }),
  body: listOf(userAi),
});

export const userProductChatgptUpdateStatus = defineCall({
  path: 'user_product_chatgpt/update/status',
  access: 'user',
  summary: 'Pause (paused), resume (running), stop and settle (ended) or unlock (unlocked) an AI product',
  payload: z.object({ id: id(), status: aiStatus, userId: ignoredUserId }),
  body: userAi,
});

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product whose hands the block is made of. */
  code: z.string(),
  /** In the request's locale: the Hindi name where Hindi has its own; a `group` user event's is English. */
  productName: z.string(),
  market: z.string(),
  /** The price of one share, in `currency` (the product's). */
  price: decimalOut(),
  currency: z.string(),
  /** Shares per unit: a unit is one hand of the product. */
  handCount: z.number().int(),
  /** Units (hands) in the block. */
  blockQty: z.number().int(),
  /** Limits of the amount a member asks, in `accountCurrency`. */
  minAmount: decimalOut(),
  maxAmount: decimalOut(),
  accountCurrency: z.string(),
  /** Share of the order amount paid as deposit on joining. */
  depositRate: decimalOut(),
  allocateAt: z.number().int(),
  payDeadline: z.number().int(),
  status: groupStatus,
  /** Once allocated: one unit's cost in `accountCurrency` at the allocation's rate, and that rate (docs/SPEC.md G4). */
  unitCost: decimalOut().nullable(),
  allocationRate: decimalOut().nullable(),
});
export type Group = z.infer<typeof group>;

export const productGroupInfo = defineCall({
  path: 'product_group/info',
  access: 'public',
  summary: 'The current group purchase (the open one allocating soonest), or null when there is none',
  payload: z.object({}),
  body: group.nullable(),
});

export const productGroupFront = defineCall({
  path: 'product_group/front',
  access: 'public',
  summary: 'Group purchases not yet closed, allocating soonest first; size -1 = all',
  payload: z.object({ ...pagingOrAll }),
  body: listOf(group),
});

export const groupOrder = z.object({
  id: z.number().int(),
  group,
  accountType,
  /** The account's currency: every amount below is in it. */
  currency: z.string(),
  /** The order amount asked for. */
  amount: decimalOut(),
  depositAmount: decimalOut(),
  /** What the order has paid and the platform keeps: the deposit until allocation, the allotted value once held, 0 once lapsed. */
  paidAmount: decimalOut(),
  /** What is still owed: the amount less the deposit before allocation, the rest while PAYING, else 0. */
  unpaidAmount: decimalOut(),
  /** What came back (type 15). */
  refundedAmount: decimalOut(),
  /** Units (hands) allotted; null before allocation. */
  allocatedQty: z.number().int().nullable(),
  allottedAmount: decimalOut().nullable(),
  status: groupOrderStatus,
  /** The held position (`source` = `group`) once HOLDING. */
  orderId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type GroupOrder = z.infer<typeof groupOrder>;

export const userProductGroupCreate = defineCall({
  path: 'user_product_group/create',
  access: 'user',
  summary:
    'Join a group purchase; the deposit leaves the balance (type 7); a repeated requestId returns the first result',
  payload: z.object({
    sourceId: id(),
    amount: amount(),
    accountType: accountType.default('real'),
    requestId: requestId().optional(),
    userId: ignoredUserId,
  }),
  body: groupOrder,
});

export const userProductGroupList = defineCall({
  path: 'user_product_group/list',
  access: 'user',
  summary: "The user's group orders, newest first; size -1 = all",
  payload: z.object({
    userId: ignoredUserId,
    accountType: accountType.optional(),
    status: groupOrderStatus.optional(),
    ...pagingOrAll,
  }),
  body: listOf(groupOrder),
});

export const userProductGroupPay = defineCall({
  path: 'user_product_group/pay',
  access: 'user',
  summary: 'Pay the rest of a PAYING group order; it becomes a held position (type 7)',
  payload: z.object({ id: id(), userId: ignoredUserId }),
  body: groupOrder,
});
