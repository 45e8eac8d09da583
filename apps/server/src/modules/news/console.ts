import { type consoleContentApi as api, Code, type Payload } from '@demo/contract';
import { isSafeImageUrl } from '@demo/core';
import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notices } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { type Bus, BusChannel } from '../../lib/bus';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import type { ContentDeps } from './deps';
import { contentMessages } from './messages';
import { allNews, insertNews, type NewsRow, updateNews } from './store';

/** Console side of news and notices: every save is audited with its reason in the same transaction (S1). */

function adminNewsOf(row: NewsRow) {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleHi: row.titleHi,
    summaryEn: row.summaryEn,
    summaryHi: row.summaryHi,
    contentEn: row.contentEn,
    contentHi: row.contentHi,
    cover: row.cover,
    source: row.source,
    related: row.related,
    published: row.published,
    externalId: row.externalId,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function listNewsForStaff(d: ContentDeps, p: Payload<typeof api.newsList>) {
  const { rows, total } = await allNews(d.db, p);
  return ok({ list: rows.map(adminNewsOf), total });
}

const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

export async function saveNews(
  d: ContentDeps,
  who: StaffSession,
  p: Payload<typeof api.newsSave>,
  ip: string,
): Promise<Result<ReturnType<typeof adminNewsOf>>> {
  if (p.cover && !isSafeImageUrl(p.cover)) return fail(Code.ABNORMAL_DATA, contentMessages.coverUnsafe);
  const fields = {
    titleEn: orNull(p.titleEn),
    titleHi: orNull(p.titleHi),
    summaryEn: orNull(p.summaryEn),
    summaryHi: orNull(p.summaryHi),
    contentEn: orNull(p.contentEn),
    contentHi: orNull(p.contentHi),
    cover: orNull(p.cover),
    source: p.source,
    related: p.related ?? [],
    published: p.published,
  };
  return await inTransaction(d.db, async (tx) => {
    const row = p.id === undefined ? await insertNews(tx, fields) : await updateNews(tx, p.id, fields);
    if (!row) return fail(Code.ABNORMAL_DATA, contentMessages.newsNotFound);
    await insertAudit(tx, {
      staffId: who.staffId,
      action: p.id === undefined ? 'news.create' : 'news.update',
      target: `news:${row.id}`,
      reason: p.reason,
      detail: { titleEn: row.titleEn, titleHi: row.titleHi, published: row.published },
      ip,
    });
    return ok(adminNewsOf(row));
  });
}

type NoticeRow = typeof notices.$inferSelect;

function adminNoticeOf(row: NoticeRow) {
  return { ...row, createdAt: row.createdAt.getTime() };
}

export async function listNoticesForStaff(d: ContentDeps, p: Payload<typeof api.noticeList>) {
  const rows = await d.db
    .select()
    .from(notices)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(p.size)
    .offset((p.page - 1) * p.size);
  const [total] = await d.db.select({ n: count() }).from(notices);
  return ok({ list: rows.map(adminNoticeOf), total: total?.n ?? 0 });
}

async function writeNotice(tx: Tx, p: Payload<typeof api.noticeSave>) {
  const fields = {
    titleEn: p.titleEn,
    titleHi: p.titleHi,
    contentEn: p.contentEn,
    contentHi: p.contentHi,
    published: p.published,
  };
  if (p.id === undefined) {
    const [row] = await tx.insert(notices).values(fields).returning();
    return { row, wasPublished: false };
  }
  const [before] = await tx
    .select({ published: notices.published })
    .from(notices)
    .where(eq(notices.id, p.id))
    .for('update');
  if (!before) return { row: undefined, wasPublished: false };
  const [row] = await tx.update(notices).set(fields).where(eq(notices.id, p.id)).returning();
  return { row, wasPublished: before.published };
}

/**
 * Saves a notice; one that becomes published (new, or turned on) is announced to every open app at
 * once (W6: `{"type":"notice","kind":"announcement"}` on every node through the bus), after COMMIT.
 */
export async function saveNotice(
  d: ContentDeps,
  who: StaffSession,
  p: Payload<typeof api.noticeSave>,
  ip: string,
): Promise<Result<ReturnType<typeof adminNoticeOf>>> {
  const saved = await inTransaction(d.db, async (tx) => {
    const { row, wasPublished } = await writeNotice(tx, p);
    if (!row) return fail(Code.ABNORMAL_DATA, contentMessages.noticeNotFound);
    await insertAudit(tx, {
      staffId: who.staffId,
      action: p.id === undefined ? 'notice.create' : 'notice.update',
      target: `notice:${row.id}`,
      reason: p.reason,
      detail: { titleEn: row.titleEn, published: row.published },
      ip,
    });
    return ok({ row, announce: row.published && !wasPublished });
  });
  if (!saved.ok) return saved;
  const { row, announce } = saved.body;
  if (announce) await announceNotice(d.bus, row.id, row.createdAt.getTime());
  return ok(adminNoticeOf(row));
}

async function announceNotice(bus: Bus, id: number, createdAt: number): Promise<void> {
  await bus.publish(BusChannel.announcements, { type: 'notice', kind: 'announcement', id, createdAt });
}
