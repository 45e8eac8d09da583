import {
  consoleContentApi as api,
  newsDetail,
  newsFront,
  noticeRead,
  noticeReadAll,
  noticeUnread,
} from '@demo/contract';
import { type Implementation, publicCall, staffCall, userCall } from '../../http/implement';
import * as newsConsole from './console';
import type { ContentDeps } from './deps';
import * as notices from './notices';
import * as news from './service';

/** News and notice read marks for customers; news and notices for the console (issue 14). */
export function newsCalls(d: ContentDeps): Implementation[] {
  return [
    publicCall(newsFront, (p) => news.newsFront(d.db, p.locale, p.page, p.size)),
    publicCall(newsDetail, (p) => news.newsDetail(d.db, p.key, p.locale)),
    userCall(noticeUnread, (_p, ctx) => notices.noticeReadState(d.db, ctx.user.userId)),
    userCall(noticeRead, (p, ctx) => notices.markNoticesRead(d.db, ctx.user.userId, p.ids)),
    userCall(noticeReadAll, (_p, ctx) => notices.markAllNoticesRead(d.db, ctx.user.userId)),
    staffCall(api.newsList, (p) => newsConsole.listNewsForStaff(d, p)),
    staffCall(api.newsSave, (p, ctx) => newsConsole.saveNews(d, ctx.staff, p, ctx.ip)),
    staffCall(api.noticeList, (p) => newsConsole.listNoticesForStaff(d, p)),
    staffCall(api.noticeSave, (p, ctx) => newsConsole.saveNotice(d, ctx.staff, p, ctx.ip)),
  ];
}
