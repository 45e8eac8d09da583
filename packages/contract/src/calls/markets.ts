import { z } from 'zod';
import { defineCall } from '../call';
import {
  bool,
  decimalOut,
  epochMs,
  id,
  ignoredUserId,
  key,
  listOf,
  nullBody,
  optionalProductCode,
  optionalText,
  paging,
  productCode,
} from '../fields';
import { CANDLES_MAX, KLINE_PERIODS } from '../wire-values';

/** Markets: products, quotes, candles, indices, market news and the watchlist (CONTRACT.md, "Markets"). */

export type KlinePeriod = (typeof KLINE_PERIODS)[number];
export const klinePeriod = z.enum(KLINE_PERIODS);

export const quote = z.object({
  code: z.string(),
  price: decimalOut(),
  bid: decimalOut(),
  ask: decimalOut(),
  open: decimalOut(),
  high: decimalOut(),
  low: decimalOut(),
  prevClose: decimalOut(),
  change: decimalOut(),
  changeRate: decimalOut(),
  volume: decimalOut(),
  time: z.number().int(),
});
export type Quote = z.infer<typeof quote>;

export const product = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: z.string(),
  type: z.string(),
  category: z.string(),
  price: decimalOut(),
  bid: decimalOut(),
  ask: decimalOut(),
  open: decimalOut(),
  high: decimalOut(),
  low: decimalOut(),
  prevClose: decimalOut(),
  change: decimalOut(),
  changeRate: decimalOut(),
  volume: decimalOut(),
  /** Decimal places of the price; one tick is 10^-decimals. */
  decimals: z.number().int().min(0).max(10),
  /** Units per hand (lot). */
  handCount: z.number().int().positive(),
  lever: z.number().int().positive(),
  tradable: z.boolean(),
  timezone: z.string(),
  /** ISO code of the currency the prices are in (`KRW`); an account pays in its own at the feed's rate (SPEC X1). */
  currency: z.string(),
  /**
   * The trading halt the product is under (SPEC HL6): staff stopped new orders in it or in its whole
   * market, with `reason` in the reader's language; then `tradable` is false. Null or absent: none.
   */
  halt: z
    .object({ scope: z.enum(['code', 'market']), reason: z.string(), since: z.number().int() })
    .nullable()
    .optional(),
});
export type Product = z.infer<typeof product>;

/** A trading session in the exchange's own time zone, `HH:mm` to `HH:mm`. */
export const sessionHours = z.object({ open: z.string(), close: z.string() });

export const productInfo = product.extend({
  description: z.string(),
  sessionHours: z.array(sessionHours),
  /**
   * When the product's market next opens (epoch ms) while it is shut, from the exchange's calendar with
   * its holidays; null while it trades. A limit order placed meanwhile queues for this open (SPEC AMO4).
   */
  nextOpen: z.number().int().nullable(),
  /**
   * When the session in progress shuts (epoch ms) while it trades and a pause follows; null while shut
   * or when it runs straight on into the next session (24-hour markets). The order sheet warns of a
   * close within minutes (SPEC BR15). Optional for clients of before it.
   */
  nextClose: z.number().int().nullable().optional(),
});
export type ProductInfo = z.infer<typeof productInfo>;

export const candle = z.object({
  time: z.number().int(),
  open: decimalOut(),
  close: decimalOut(),
  high: decimalOut(),
  low: decimalOut(),
  volume: decimalOut(),
});
export type Candle = z.infer<typeof candle>;

export const productFront = defineCall({
  path: 'product/front',
  access: 'public',
  summary: 'Products of a type (market tab), with their latest quote',
  payload: z.object({
    type: optionalText(32),
    status: bool().optional().default(true),
    ...paging,
    code: optionalProductCode(),
  }),
  body: listOf(product),
});

export const productDefault = defineCall({
  path: 'product/default',
  access: 'public',
  summary: 'The default product (BTCUSD unless configured)',
  payload: z.object({}),
  body: product,
});

const productLookup = z
  .object({
    code: optionalProductCode(),
    key: key().optional(),
    market: optionalText(32),
    name: optionalText(64),
  })
  .refine((p) => Boolean(p.code || p.key), { message: 'is required', path: ['code'] });

export const productDetail = defineCall({
  path: 'product/detail',
  access: 'public',
  summary: 'One product by code or key, with its description and session hours',
  payload: productLookup,
  body: productInfo,
});

export const productBasic = defineCall({
  path: 'product/basic',
  access: 'public',
  summary: 'One product by code or key (the same shape as product/detail)',
  payload: productLookup,
  body: productInfo,
});

export const dataMarket = defineCall({
  path: 'data/market',
  access: 'public',
  summary: 'The latest quote of one product',
  payload: z.object({ code: productCode() }),
  body: quote,
});

/** One level of a book: a price and the lots (hands) resting there (SPEC DP1, DP2). */
export const depthLevel = z.object({ price: decimalOut(), size: z.number().int() });

/** Five bids (highest first) and five asks (lowest first); the best of each is the quote's at `time` (DP1). */
export const depth = z.object({
  code: z.string(),
  time: z.number().int(),
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
});
export type Depth = z.infer<typeof depth>;

export const dataDepth = defineCall({
  path: 'data/depth',
  access: 'public',
  summary: 'Market depth of one product: five levels of bids and asks with sizes in lots, best first',
  payload: z.object({ code: productCode() }),
  body: depth,
});

export const dataCandlestick = defineCall({
  path: 'data/candlestick',
  access: 'public',
  summary: `Candles of one product at one period, oldest first, at most ${CANDLES_MAX}`,
  payload: z
    .object({ code: productCode(), period: klinePeriod, from: epochMs().optional(), to: epochMs().optional() })
    .refine((p) => p.from === undefined || p.to === undefined || p.from <= p.to, {
      message: 'must not be before the start',
      path: ['to'],
    }),
  body: z.array(candle),
});

export const indexQuote = z.object({
  code: z.string(),
  name: z.string(),
  price: decimalOut(),
  change: decimalOut(),
  changeRate: decimalOut(),
});

export const dataIndicesBasic = defineCall({
  path: 'data/indices/basic',
  access: 'public',
  summary: 'An index with its constituents',
  payload: z.object({ id: key() }),
  body: indexQuote.extend({ id: z.number().int(), constituents: z.array(indexQuote).optional() }),
});

export const dataProxy = defineCall({
  path: 'data/proxy',
  access: 'public',
  summary: "Fetch a URL on the server's allow-list; any other host answers code 404",
  payload: z.object({
    url: z
      .string()
      .trim()
      .max(2048, 'must be at most 2048 characters')
      .pipe(z.url({ protocol: /^https?$/, error: 'must be a web address' })),
  }),
  body: z.unknown(),
});

export const flashNews = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  time: z.number().int(),
});

export const dataSinaHuanqiu = defineCall({
  path: 'data/sina_huanqiu',
  access: 'public',
  summary: 'Market flash news',
  payload: z.object({}),
  body: z.object({ list: z.array(flashNews) }),
});

export const dataSinaUsStockMarket = defineCall({
  path: 'data/sina_us_stock_market',
  access: 'public',
  summary: 'US market overview',
  payload: z.object({}),
  body: z.array(indexQuote),
});

export const collectAdd = defineCall({
  path: 'collect',
  access: 'user',
  summary: 'Add a product to a watchlist (the default list when listId is absent)',
  payload: z.object({ productId: id(), listId: id().optional(), userId: ignoredUserId }),
  body: nullBody,
});

export const collectRemove = defineCall({
  path: 'collect/remove',
  access: 'user',
  summary: 'Remove a product from a watchlist (from every list when listId is absent)',
  payload: z.object({ productId: id(), listId: id().optional(), userId: ignoredUserId }),
  body: nullBody,
});

export const collectAll = defineCall({
  path: 'collect/all',
  access: 'user',
  summary: 'A watchlist in its saved order, with latest quotes (the default list when listId is absent)',
  payload: z.object({ listId: id().optional(), userId: ignoredUserId }),
  body: z.array(product),
});

export const collectDetail = defineCall({
  path: 'collect/detail',
  access: 'user',
  summary: 'Whether a product is on the watchlist',
  payload: z.object({ productId: id(), userId: ignoredUserId }),
  body: z.object({ collected: z.boolean() }),
});

export const collectStatus = defineCall({
  path: 'collect/status',
  access: 'user',
  summary: 'Whether a product (by code and market) is on the watchlist',
  payload: z.object({ code: productCode(), market: optionalText(32) }),
  body: z.object({ collected: z.boolean() }),
});
