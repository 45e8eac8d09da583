import {
  dataCandlestick,
  dataDepth,
  dataIndicesBasic,
  dataMarket,
  dataProxy,
  dataSinaHuanqiu,
  dataSinaUsStockMarket,
  productBasic,
  productDefault,
  productDetail,
  productFront,
} from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, publicCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { dataProxy as proxy } from './proxy';
import * as markets from './service';
import { listFlashNews } from './store';

/** Most flash news items one reply carries. */
export const FLASH_NEWS_MAX = 50;

export function marketCalls(deps: Deps, m: markets.MarketContext): Implementation[] {
  return [
    publicCall(productFront, async (p, ctx) => markets.productFront(m, p, ctx.locale), [], {
      // A list is the book's quotes and each market's open state: current while the book has taken
      // no feed step and the second has not turned (a session opens or closes on the second).
      key: (p) => JSON.stringify([p.type, p.status, p.page, p.size, p.code]),
      version: () => `${m.book.version}:${Math.floor(m.nowMs() / 1000)}`,
    }),
    publicCall(productDefault, async (_p, ctx) => markets.productDefault(m, ctx.locale)),
    publicCall(productDetail, async (p, ctx) => markets.productInfo(m, p, ctx.locale)),
    publicCall(productBasic, async (p, ctx) => markets.productInfo(m, p, ctx.locale)),
    publicCall(dataMarket, async (p) => markets.dataMarket(m, p.code)),
    publicCall(dataDepth, async (p) => markets.dataDepth(m, p.code)),
    publicCall(dataCandlestick, (p) => markets.dataCandlestick(m, p)),
    publicCall(dataIndicesBasic, async (p, ctx) => markets.indicesBasic(m, p.id, ctx.locale)),
    publicCall(dataProxy, (p) => proxy(p.url)),
    publicCall(dataSinaHuanqiu, async (_p, ctx) => {
      const rows = await listFlashNews(deps.db, ctx.locale, FLASH_NEWS_MAX);
      return ok({ list: rows.map(({ publishedAt, ...r }) => ({ ...r, time: publishedAt.getTime() })) });
    }),
    publicCall(dataSinaUsStockMarket, async (_p, ctx) => markets.usOverview(m, ctx.locale)),
  ];
}
