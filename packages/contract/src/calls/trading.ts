import { z } from 'zod';
import { defineCall } from '../call';
import {
  bool,
  decimalOut,
  epochMs,
  id,
  ignoredUserId,
  int,
  jsonList,
  listOf,
  optionalProductCode,
  pagingOrAll,
  price,
  requestId,
} from '../fields';
import { ORDER_SOURCES, ORDER_VALIDITIES } from '../wire-values';
import { accountType } from './account';
import { userAi } from './offerings';

/** Trading: orders and positions (CONTRACT.md, "Trading"; PRODUCT.md, "Orders"). */

/**
 * The specification's order states: CREATED (pending), BUILD (held), COVER (closed), CANCEL, and
 * QUEUED: an after-market limit order placed while its market was shut, waiting for the open
 * (docs/SPEC.md AMO1–AMO4), its costs held as a pending order's.
 */
export const ORDER_STATUSES = ['QUEUED', 'CREATED', 'BUILD', 'COVER', 'CANCEL'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatus = z.enum(ORDER_STATUSES);
export const direction = z.enum(['buy', 'sell']);
export const priceType = z.enum(['market', 'limit']);
export const orderSource = z.enum(ORDER_SOURCES);
/**
 * Why a position closed (COVER), or `expired` for a pending order the engine cancelled at its
 * `validUntil`; null while it is open, for CREATED orders and for orders the user cancelled.
 */
export const closeReason = z.enum(['user', 'stop_loss', 'take_profit', 'force_cover', 'expired', 'unfunded']);
export const orderValidity = z.enum(ORDER_VALIDITIES);

/**
 * Lots. Only the format is checked here (a whole number, else 404 naming the field); the range is a
 * trading rule answered by the server with 602 "use the correct trade quantity" (O6).
 */
const hands = int();

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  market: z.string(),
  direction,
  priceType,
  /** The fill price; null while QUEUED or CREATED. */
  buildPrice: decimalOut().nullable(),
  /** The limit price; null for market orders. */
  price: decimalOut().nullable(),
  hands: z.number().int(),
  /** Units per hand. */
  handCount: z.number().int(),
  /** hands × handCount. */
  qty: decimalOut(),
  /** The lever. */
  multiple: z.number().int(),
  /** The stop loss; for a trailing stop, its current level, which only ever tightens (O11). */
  stopLoss: decimalOut().nullable(),
  takeProfit: decimalOut().nullable(),
  /** A trailing stop's distance from the best closing price since it was set, in price units; null without one. */
  trailingDistance: decimalOut().nullable(),
  /** When a pending order is cancelled as `expired` (epoch ms); null for good-till-cancelled orders. */
  validUntil: z.number().int().nullable(),
  /** The validity chosen at creation (O10): `gtc`, `day` (until its market's session closes) or `until` a time. */
  validity: orderValidity,
  fee: decimalOut(),
  insurance: z.boolean(),
  profit: decimalOut(),
  currentPrice: decimalOut().nullable(),
  coverPrice: decimalOut().nullable(),
  status: orderStatus,
  closeReason: closeReason.nullable(),
  accountType,
  /** The parent BUILD order of a partial cover. */
  parentId: z.number().int().nullable(),
  source: orderSource,
  buildTime: z.number().int().nullable(),
  /** When the order was placed. */
  commitTime: z.number().int(),
  coverTime: z.number().int().nullable(),
  /** Decimal places of the product's prices (buildPrice, price, stops, currentPrice, coverPrice). */
  decimals: z.number().int(),
  /** ISO code of the currency the prices are in: the product's own (`KRW` for a Seoul share). */
  instrumentCurrency: z.string(),
  /** ISO code of the account's currency: `fee`, `profit` and `margin` are amounts of it (`INR`). */
  currency: z.string(),
  /** Margin held for the position (0 while CREATED or after COVER), in `currency`. */
  margin: decimalOut(),
  /**
   * The rate the opening costs were converted at, 1 `instrumentCurrency` = fxRate `currency`, spread
   * included (docs/SPEC.md X1); null when both currencies are one.
   */
  fxRate: decimalOut().nullable(),
});
export type Order = z.infer<typeof order>;

export const orderCreate = defineCall({
  path: 'order/create',
  access: 'user',
  summary: 'Place a market or limit order; a repeated requestId returns the first result',
  payload: z
    .object({
      productId: id().optional(),
      code: optionalProductCode(),
      direction,
      priceType: priceType.default('market'),
      price: price().optional(),
      hands,
      lever: int().pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'is too large')).optional(),
      stopLoss: price().optional(),
      takeProfit: price().optional(),
      /** A trailing stop (O11): the stop loss follows the best closing price at this distance. */
      trailingDistance: price().optional(),
      /** How long a limit order waits (O10); a market order fills at once and takes only `gtc`. */
      validity: orderValidity.default('gtc'),
      /** With `validity` = `until`: the instant the order expires, epoch ms, in the future. */
      validUntil: epochMs().optional(),
      insurance: bool().default(false),
      accountType: accountType.default('real'),
      requestId: requestId(),
      userId: ignoredUserId,
    })
    .refine((p) => p.productId !== undefined || Boolean(p.code), { message: 'is required', path: ['code'] })
    .refine((p) => p.priceType !== 'limit' || p.price !== undefined, {
      message: 'is required for a limit order',
      path: ['price'],
    })
    .refine((p) => p.stopLoss === undefined || p.trailingDistance === undefined, {
      message: 'cannot be combined with stopLoss: a trailing stop is the stop loss',
      path: ['trailingDistance'],
    })
    .refine((p) => p.validity === 'gtc' || p.priceType === 'limit', {
      message: 'applies to limit orders only',
      path: ['validity'],
    })
    .refine((p) => (p.validity === 'until') === (p.validUntil !== undefined), {
      message: 'is required with validity until, and only with it',
      path: ['validUntil'],
    }),
  body: order,
});

/**
 * Edits an order's exit levels, and a pending limit order's price (docs/SPEC.md O12). The levels sent
 * replace all three: an omitted `stopLoss`, `takeProfit` or `trailingDistance` is removed. They are
 * checked as at creation, against the limit price of a pending order and against the current closing
 * price of a held one (601). `price` is for pending limit orders only (keeps the price when omitted);
 * its hold is recomputed at the new price, the difference held or released (407 when short).
 */
export const orderUpdate = defineCall({
  path: 'order/update',
  access: 'user',
  summary:
    "Edit a pending or held order's stop loss, take profit and trailing stop, and a pending limit order's price; a repeated requestId returns the first result",
  payload: z
    .object({
      userId: ignoredUserId,
      orderId: id(),
      price: price().optional(),
      stopLoss: price().optional(),
      takeProfit: price().optional(),
      trailingDistance: price().optional(),
      requestId: requestId().optional(),
    })
    .refine((p) => p.stopLoss === undefined || p.trailingDistance === undefined, {
      message: 'cannot be combined with stopLoss: a trailing stop is the stop loss',
      path: ['trailingDistance'],
    }),
  body: order,
});

export const orderList = defineCall({
  path: 'order/list',
  access: 'user',
  summary: 'Orders in the given states (pending and held by default), newest first; size -1 = all',
  payload: z.object({
    userId: ignoredUserId,
    status: jsonList(orderStatus).default(['QUEUED', 'CREATED', 'BUILD']),
    accountType: accountType.optional(),
    ...pagingOrAll,
  }),
  body: listOf(order),
});

export const orderCoverList = defineCall({
  path: 'order/cover/list',
  access: 'user',
  summary: 'Closed orders, newest first; size -1 = all',
  payload: z.object({ userId: ignoredUserId, ...pagingOrAll, accountType: accountType.optional() }),
  body: listOf(order),
});

/** Partial closes one `order/family` answer lists at most, newest first (a limit on what grows). */
export const ORDER_FAMILY_PARTIALS_MAX = 100;

/**
 * A position and its partial closes (docs/SPEC.md FL2): from the parent BUILD order or any partial
 * cover of it, the parent and its partial covers, newest first, so each links to the other.
 */
export const orderFamily = defineCall({
  path: 'order/family',
  access: 'user',
  summary: 'The parent position of an order and every partial cover of it (newest first, at most 100)',
  payload: z.object({ userId: ignoredUserId, orderId: id() }),
  body: z.object({ parent: order, partials: z.array(order) }),
});

export const orderCount = defineCall({
  path: 'order/count',
  access: 'user',
  summary: 'How many orders the user has in each state',
  payload: z.object({ userId: ignoredUserId, accountType: accountType.optional() }),
  body: z.object({
    QUEUED: z.number().int(),
    CREATED: z.number().int(),
    BUILD: z.number().int(),
    COVER: z.number().int(),
    CANCEL: z.number().int(),
  }),
});

/**
 * An AI purchase as a row of "Order source" (`order/list/source` with `source` = `ai`). A purchase
 * trades no hands of its own (docs/SPEC.md I9), so it is listed as itself, with its account, amount,
 * status and P&L, marked by `record` = `ai_product` (an order has no `record` field).
 */
export const aiSourceRecord = userAi.extend({ source: z.literal('ai'), record: z.literal('ai_product') });
export type AiSourceRecord = z.infer<typeof aiSourceRecord>;
/** One row of "Order source": an order (manual, new share, group) or an AI purchase. */
export const sourceRecord = z.union([order, aiSourceRecord]);
export type SourceRecord = z.infer<typeof sourceRecord>;

export const orderListSource = defineCall({
  path: 'order/list/source',
  access: 'user',
  summary:
    'Orders by origin (manual, new share, group), newest first; for source ai the AI purchases (docs/SPEC.md I10); size -1 = all',
  payload: z.object({ userId: ignoredUserId, source: orderSource, ...pagingOrAll }),
  body: listOf(sourceRecord),
});

export const orderCancel = defineCall({
  path: 'order/cancel',
  access: 'user',
  summary:
    'Cancel a pending (CREATED) order; its hold is returned (type 5); a repeated requestId returns the first result',
  payload: z.object({ userId: ignoredUserId, orderId: id(), requestId: requestId().optional() }),
  body: order,
});

export const orderCover = defineCall({
  path: 'order/cover',
  access: 'user',
  summary:
    'Cover (close) hands of a held position; a partial cover returns the new COVER order; a repeated requestId returns the first result',
  payload: z.object({ userId: ignoredUserId, orderId: id(), hands, requestId: requestId().optional() }),
  body: order,
});
