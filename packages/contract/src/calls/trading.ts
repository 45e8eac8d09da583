import { z } from 'zod';
import { defineCall } from '../call';
import {
  bool,
  decimalOut,
  id,
  ignoredUserId,
  int,
  jsonList,
  listOf,
  optionalText,
  pagingOrAll,
  price,
} from '../fields';
import { accountType } from './account';
import { PRODUCT_CODE_LENGTH_MAX } from './markets';

/** Trading: orders and positions (CONTRACT.md, "Trading"; PRODUCT.md, "Orders"). */

/** The specification's order states: CREATED (pending), BUILD (held), COVER (closed), CANCEL. */
export const ORDER_STATUSES = ['CREATED', 'BUILD', 'COVER', 'CANCEL'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatus = z.enum(ORDER_STATUSES);
export const direction = z.enum(['buy', 'sell']);
export const priceType = z.enum(['market', 'limit']);
/** Where an order came from: the user's own trade, an allotted new share, an AI product or a group order. */
export const ORDER_SOURCES = ['manual', 'new_share', 'ai', 'group'] as const;
export const orderSource = z.enum(ORDER_SOURCES);
/** Why a position closed; null while it is open, and for CREATED or CANCEL orders. */
export const closeReason = z.enum(['user', 'stop_loss', 'take_profit', 'force_cover']);
/** A client's idempotency key: a repeated requestId from the same user returns the first result. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

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
  /** The fill price; null while CREATED. */
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
  stopLoss: decimalOut().nullable(),
  takeProfit: decimalOut().nullable(),
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
      code: optionalText(PRODUCT_CODE_LENGTH_MAX),
      direction,
      priceType: priceType.default('market'),
      price: price().optional(),
      hands,
      lever: int().pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'is too large')).optional(),
      stopLoss: price().optional(),
      takeProfit: price().optional(),
      insurance: bool().default(false),
      accountType: accountType.default('real'),
      requestId: z.string().trim().regex(REQUEST_ID_PATTERN, 'must be 8-64 letters, digits, dash or underscore'),
      userId: ignoredUserId,
    })
    .refine((p) => p.productId !== undefined || Boolean(p.code), { message: 'is required', path: ['code'] })
    .refine((p) => p.priceType !== 'limit' || p.price !== undefined, {
      message: 'is required for a limit order',
      path: ['price'],
    }),
  body: order,
});

export const orderList = defineCall({
  path: 'order/list',
  access: 'user',
  summary: 'Orders in the given states (pending and held by default), newest first; size -1 = all',
  payload: z.object({
    userId: ignoredUserId,
    status: jsonList(orderStatus).default(['CREATED', 'BUILD']),
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

export const orderCount = defineCall({
  path: 'order/count',
  access: 'user',
  summary: 'How many orders the user has in each state',
  payload: z.object({ userId: ignoredUserId, accountType: accountType.optional() }),
  body: z.object({
    CREATED: z.number().int(),
    BUILD: z.number().int(),
    COVER: z.number().int(),
    CANCEL: z.number().int(),
  }),
});

export const orderListSource = defineCall({
  path: 'order/list/source',
  access: 'user',
  summary: 'Orders by origin (manual, new share, AI, group), newest first; size -1 = all',
  payload: z.object({ userId: ignoredUserId, source: orderSource, ...pagingOrAll }),
  body: listOf(order),
});

export const orderCancel = defineCall({
  path: 'order/cancel',
  access: 'user',
  summary: 'Cancel a pending (CREATED) order; its hold is returned (type 5)',
  payload: z.object({ userId: ignoredUserId, orderId: id() }),
  body: order,
});

export const orderCover = defineCall({
  path: 'order/cover',
  access: 'user',
  summary: 'Cover (close) hands of a held position; a partial cover returns the new COVER order',
  payload: z.object({ userId: ignoredUserId, orderId: id(), hands }),
  body: order,
});
