import { consoleMarketsApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import * as consoleMarkets from './service';

export function consoleMarketCalls(d: consoleMarkets.ConsoleMarketDeps): Implementation[] {
  return [
    staffCall(api.productList, (p, ctx) => consoleMarkets.productList(d, p, ctx.locale)),
    staffCall(api.productCreate, (p, ctx) => consoleMarkets.productCreate(d, ctx.staff, p, ctx.ip, ctx.locale)),
    staffCall(api.productUpdate, (p, ctx) => consoleMarkets.productUpdate(d, ctx.staff, p, ctx.ip, ctx.locale)),
    staffCall(api.productSuspend, (p, ctx) => consoleMarkets.productSuspend(d, ctx.staff, p, ctx.ip, ctx.locale)),
    staffCall(api.holidayList, (p) => consoleMarkets.holidayList(d, p)),
    staffCall(api.holidayCreate, (p, ctx) => consoleMarkets.holidayCreate(d, ctx.staff, p, ctx.ip)),
    staffCall(api.holidayDelete, (p, ctx) => consoleMarkets.holidayDelete(d, ctx.staff, p, ctx.ip)),
  ];
}
