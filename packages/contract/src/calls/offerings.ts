import { z } from 'zod';
import { defineCall } from '../call';
import { STEPPER_MAX } from '../constants';
import { amount, decimalOut, id, ignoredUserId, int, key, listOf, optionalText, pagingOrAll, text } from '../fields';

/** New shares, AI stock-picking products and group orders (CONTRACT.md, "New shares, AI, groups"). */

/** IPO, placement, block trade (Dazong) and limit trade (upper circuit). */
export const OFFERING_TYPES = ['ipo', 'placement', 'dazong', 'limit'] as const;
export const offeringType = z.enum(OFFERING_TYPES);
export const offeringStatus = z.enum(['upcoming', 'open', 'closed', 'allotted', 'listed']);
export const subscriptionStatus = z.enum(['submitted', 'success', 'fail', 'position_completed']);
export const aiStatus = z.enum(['running', 'paused', 'ended', 'unlocked']);
export const groupStatus = z.enum(['open', 'allocated', 'closed']);
export const groupOrderStatus = z.enum(['SUBMIT', 'PAYING', 'HOLDING', 'LAPSED']);

const quantity = int().pipe(z.number().int().min(1, 'must be at least 1').max(STEPPER_MAX, 'is too large'));

export const offering = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: offeringType,
  market: z.string(),
  price: decimalOut(),
  sectors: z.string(),
  discountRate: decimalOut(),
  lotSize: z.number().int(),
  subscribeStart: z.number().int(),
  subscribeEnd: z.number().int(),
  allotDate: z.number().int().nullable(),
  listingDate: z.number().int().nullable(),
  securitiesCompany: z.string(),
  totalShare: z.number().int(),
  remainingShare: z.number().int(),
  needPassword: z.boolean(),
  status: offeringStatus,
});
export type Offering = z.infer<typeof offering>;

/** The published IPO draw: anyone can replay the seeded draw and check the winners. */
export const drawResult = z.object({
  applicants: z.number().int(),
  lotsAvailable: z.number().int(),
  winners: z.number().int(),
});

export const productNewFront = defineCall({
  path: 'product_new/front',
  access: 'public',
  summary: 'New-share offerings; size -1 = all',
  payload: z.object({ type: offeringType.optional(), market: optionalText(32), ...pagingOrAll }),
  body: listOf(offering),
});

export const productNewDetail = defineCall({
  path: 'product_new/detail',
  access: 'public',
  summary: 'One offering, with its draw seed and result once allotted',
  payload: z
    .object({ code: optionalText(32), key: key().optional() })
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
  /** Shares asked for (the sign number). */
  quantity: z.number().int(),
  buyPrice: decimalOut(),
  totalPrice: decimalOut(),
  winningQuantity: z.number().int().nullable(),
  status: subscriptionStatus,
  createdAt: z.number().int(),
});
export type Subscription = z.infer<typeof subscription>;

export const userProductNewCreate = defineCall({
  path: 'user_product_new/create',
  access: 'user',
  summary: 'Subscribe to an offering; the amount leaves the balance (type 8 or 9)',
  payload: z.object({ productNewId: id(), quantity, password: optionalText(64), userId: ignoredUserId }),
  body: subscription,
});

export const userProductNewList = defineCall({
  path: 'user_product_new/list',
  access: 'user',
  summary: "The user's subscriptions, newest first; size -1 = all",
  payload: z.object({ userId: ignoredUserId, productNewType: offeringType.optional(), ...pagingOrAll }),
  body: listOf(subscription),
});

export const aiProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  strategy: z.string(),
  market: z.string(),
  minAmount: decimalOut(),
  maxAmount: decimalOut(),
  /** Amounts are multiples of this. */
  unit: decimalOut(),
  lever: z.number().int(),
  periodDays: z.number().int(),
  /** Backtested, never typed in. */
  winRate: decimalOut(),
  returnRates: z.object({ d7: decimalOut(), d30: decimalOut(), d90: decimalOut() }),
  backtestFrom: z.number().int(),
  backtestTo: z.number().int(),
});
export type AiProduct = z.infer<typeof aiProduct>;

export const equityPoint = z.object({ time: z.number().int(), equity: decimalOut() });

export const productChatgptFront = defineCall({
  path: 'product_chatgpt/front',
  access: 'public',
  summary: 'AI stock-picking products; size -1 = all',
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
  amount: decimalOut(),
  lever: z.number().int(),
  pnl: decimalOut(),
  status: aiStatus,
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
});
export type UserAi = z.infer<typeof userAi>;

export const userProductChatgptCreate = defineCall({
  path: 'user_product_chatgpt/create',
  access: 'user',
  summary: 'Buy an AI product; the amount leaves the balance (type 10)',
  payload: z.object({ productId: id(), amount: amount(), userId: ignoredUserId }),
  body: userAi,
});

export const userProductChatgptList = defineCall({
  path: 'user_product_chatgpt/list',
  access: 'user',
  summary: "The user's AI products, newest first; size -1 = all",
  payload: z.object({ userId: ignoredUserId, status: aiStatus.optional(), ...pagingOrAll }),
  body: listOf(userAi),
});

export const userProductChatgptUpdateStatus = defineCall({
  path: 'user_product_chatgpt/update/status',
  access: 'user',
  summary: 'Pause, resume, stop or unlock an AI product',
  payload: z.object({ id: id(), status: aiStatus, userId: ignoredUserId }),
  body: userAi,
});

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  price: decimalOut(),
  minAmount: decimalOut(),
  maxAmount: decimalOut(),
  /** Share of the order amount paid as deposit on joining. */
  depositRate: decimalOut(),
  allocateAt: z.number().int(),
  payDeadline: z.number().int(),
  status: groupStatus,
});
export type Group = z.infer<typeof group>;

export const productGroupInfo = defineCall({
  path: 'product_group/info',
  access: 'public',
  summary: 'The current group purchase, or null when there is none',
  payload: z.object({}),
  body: group.nullable(),
});

export const groupOrder = z.object({
  id: z.number().int(),
  group,
  /** The order amount asked for. */
  amount: decimalOut(),
  paidAmount: decimalOut(),
  unpaidAmount: decimalOut(),
  allocatedQty: z.number().int().nullable(),
  status: groupOrderStatus,
  createdAt: z.number().int(),
});
export type GroupOrder = z.infer<typeof groupOrder>;

export const userProductGroupCreate = defineCall({
  path: 'user_product_group/create',
  access: 'user',
  summary: 'Join a group purchase; the deposit leaves the balance (type 7)',
  payload: z.object({ sourceId: id(), amount: amount(), userId: ignoredUserId }),
  body: groupOrder,
});

export const userProductGroupList = defineCall({
  path: 'user_product_group/list',
  access: 'user',
  summary: "The user's group orders, newest first; size -1 = all",
  payload: z.object({ userId: ignoredUserId, ...pagingOrAll }),
  body: listOf(groupOrder),
});

export const userProductGroupPay = defineCall({
  path: 'user_product_group/pay',
  access: 'user',
  summary: 'Pay the rest of a PAYING group order',
  payload: z.object({ id: id(), userId: ignoredUserId }),
  body: groupOrder,
});
