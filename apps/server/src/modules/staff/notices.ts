import type { consoleApi, Locale } from '@demo/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { deviceLabel } from '../devices';
import { staffNoticeRows, staffSignInHistory } from './security-store';

/**
 * A member's own sign-in notices (S11). They live in the audit log, which already keeps every staff
 * sign-in with its address: a sign-in row also says whether it came from a new browser or address,
 * and a lock-out writes one more row; `staff/notice/list` reads the member's own rows back.
 */

/**
 * The audit row of a sign-in, written in the transaction that issued session `sessionId`. A browser
 * or an address none of the member's earlier sessions had makes it a new-device notice; the
 * member's first sign-in is new to no one.
 */
export async function auditSignIn(
  q: Queryable,
  signIn: { staffId: number; sessionId: number; userAgent: string | null; ip: string },
): Promise<void> {
  const history = await staffSignInHistory(q, signIn.staffId, signIn.sessionId, signIn);
  await insertAudit(q, {
    staffId: signIn.staffId,
    action: 'staff.login',
    target: `staff:${signIn.staffId}`,
    reason: null,
    detail: { device: signIn.userAgent, newDevice: history.anyOther && !(history.seenDevice && history.seenIp) },
    ip: signIn.ip,
  });
}

/**
 * After a wrong password or code locked the member's sign-in (S9): a row the member sees at their
 * next sign-in. Nobody acted as staff, so it names no actor. Logged, never thrown: the refusal
 * stands whatever happens here.
 */
export async function auditLockOut(
  deps: Pick<Deps, 'db' | 'log'>,
  staffId: number,
  secret: 'staff_login' | 'staff_otp',
  ip: string,
): Promise<void> {
  try {
    await insertAudit(deps.db, {
      staffId: null,
      action: 'staff.locked',
      target: `staff:${staffId}`,
      reason: null,
      detail: { secret },
      ip,
    });
  } catch (error) {
    deps.log.error({ err: error, staffId }, 'staff lock-out notice not kept');
  }
}

function noticeView(
  row: Awaited<ReturnType<typeof staffNoticeRows>>['rows'][number],
  locale: Locale,
): consoleApi.StaffNotice {
  const signIn = row.action === 'staff.login';
  const device = typeof row.detail?.device === 'string' ? row.detail.device : null;
  return {
    id: row.id,
    kind: signIn ? 'sign_in' : 'locked',
    newDevice: signIn && row.detail?.newDevice === true,
    device: signIn ? deviceLabel(device, locale) : null,
    ip: row.ip,
    createdAt: row.createdAt.getTime(),
  };
}

export async function listStaffNotices(
  deps: Pick<Deps, 'db'>,
  staffId: number,
  page: { page: number; size: number },
  locale: Locale,
): Promise<Result<{ list: consoleApi.StaffNotice[]; total: number }>> {
  const { rows, total } = await staffNoticeRows(deps.db, staffId, page);
  return ok({ list: rows.map((r) => noticeView(r, locale)), total });
}
