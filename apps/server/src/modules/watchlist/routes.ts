import {
  collectAdd,
  collectAll,
  collectDetail,
  collectListCreate,
  collectListDelete,
  collectListRename,
  collectListReorder,
  collectLists,
  collectRemove,
  collectReorder,
  collectStatus,
} from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import * as watchlist from './service';

export function watchlistCalls(d: watchlist.WatchlistDeps): Implementation[] {
  return [
    userCall(collectAdd, (p, ctx) => watchlist.collectAdd(d, ctx.user.userId, p)),
    userCall(collectRemove, (p, ctx) => watchlist.collectRemove(d, ctx.user.userId, p)),
    userCall(collectAll, (p, ctx) => watchlist.collectAll(d, ctx.user.userId, p.listId, ctx.locale)),
    userCall(collectDetail, (p, ctx) => watchlist.collectDetail(d, ctx.user.userId, p.productId)),
    userCall(collectStatus, (p, ctx) => watchlist.collectStatus(d, ctx.user.userId, p.code)),
    userCall(collectLists, (_p, ctx) => watchlist.collectLists(d, ctx.user.userId)),
    userCall(collectListCreate, (p, ctx) => watchlist.listCreate(d, ctx.user.userId, p.name)),
    userCall(collectListRename, (p, ctx) => watchlist.listRename(d, ctx.user.userId, p)),
    userCall(collectListDelete, (p, ctx) => watchlist.listDelete(d, ctx.user.userId, p.id)),
    userCall(collectListReorder, (p, ctx) => watchlist.listReorder(d, ctx.user.userId, p.ids)),
    userCall(collectReorder, (p, ctx) => watchlist.itemsReorder(d, ctx.user.userId, p)),
  ];
}
