import { aboutVisible, categoryFront, noticeFront } from '@demo/contract';
import { type Implementation, publicCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { findPage, listCategories, listNotices } from './store';

/** Public content in the payload's locale (which defaults to the request's `locale` header). */
export function contentCalls(): Implementation[] {
  return [
    publicCall(categoryFront, async (p, ctx) => {
      const hi = p.locale === 'hi';
      const rows = await listCategories(ctx.db);
      return ok(rows.map((r) => ({ code: r.code, name: hi ? r.nameHi : r.nameEn, key: r.key })));
    }),
    publicCall(aboutVisible, async (p, ctx) => {
      const hi = p.locale === 'hi';
      const page = await findPage(ctx.db, 'about');
      if (!page) return ok({ title: '', content: '' });
      return ok({ title: hi ? page.titleHi : page.titleEn, content: hi ? page.contentHi : page.contentEn });
    }),
    publicCall(noticeFront, async (p, ctx) => {
      const hi = p.locale === 'hi';
      const { rows, total } = await listNotices(ctx.db, p.page, p.size);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          title: hi ? r.titleHi : r.titleEn,
          content: hi ? r.contentHi : r.contentEn,
          createdAt: r.createdAt.getTime(),
        })),
        total,
      });
    }),
  ];
}
