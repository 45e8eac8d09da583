import { Code, fieldLabel, type Locale, type NoticeEvent, type UserNotice, type UserSessionView } from '@demo/contract';
import { deviceOf } from '@demo/core';
import type { Deps } from '../../deps';
import { BusChannel } from '../../lib/bus';
import { fail, ok, type Result } from '../../lib/result';
import { revokeUserSessions } from '../accounts';
import { deviceHistory, insertNotice, liveSessionsOf, type NoticeRow, noticesOf, revokeOwnSession } from './store';

const UNKNOWN: Record<Locale, { browser: string; os: string }> = {
  en: { browser: 'Unknown browser', os: 'unknown system' },
  hi: { browser: 'अज्ञात ब्राउज़र', os: 'अज्ञात सिस्टम' },
};

/** "Chrome on Android" / "Android पर Chrome": browser and system in plain words, in the reader's language. */
export function deviceLabel(userAgent: string | null, locale: Locale): string {
  const { browser, os } = deviceOf(userAgent);
  const b = browser ?? UNKNOWN[locale].browser;
  const o = os ?? UNKNOWN[locale].os;
  return locale === 'hi' ? `${o} पर ${b}` : `${b} on ${o}`;
}

/** The account's live sessions (A16), this one first and marked `current`. */
export async function listSessions(
  deps: Deps,
  session: { userId: number; sessionId: number },
  locale: Locale,
): Promise<Result<UserSessionView[]>> {
  const views = await sessionViews(deps, session.userId, session.sessionId, locale);
  return ok([...views.filter((v) => v.current), ...views.filter((v) => !v.current)]);
}

/** A customer's live sessions as staff see them (S7): none of them is the caller's, so none is `current`. */
export async function listCustomerSessions(
  deps: Pick<Deps, 'db'>,
  userId: number,
  locale: Locale,
): Promise<UserSessionView[]> {
  return await sessionViews(deps, userId, null, locale);
}

async function sessionViews(
  deps: Pick<Deps, 'db'>,
  userId: number,
  currentId: number | null,
  locale: Locale,
): Promise<UserSessionView[]> {
  const rows = await liveSessionsOf(deps.db, userId);
  return rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.userAgent, locale),
    ip: r.ip,
    createdAt: r.createdAt.getTime(),
    lastSeenAt: r.lastSeenAt.getTime(),
    current: r.id === currentId,
  }));
}

const sessionNotFound = {
  en: `${fieldLabel('id', 'en')} does not match any of your sessions`,
  hi: `${fieldLabel('id', 'hi')} आपके किसी सत्र से मेल नहीं खाती`,
};

/** Signs out one of the user's own sessions (it then answers 281, A16); anyone else's id is not found. */
export async function revokeSession(deps: Deps, userId: number, sessionId: number): Promise<Result<null>> {
  return (await revokeOwnSession(deps.db, userId, sessionId)) ? ok(null) : fail(Code.ABNORMAL_DATA, sessionNotFound);
}

/**
 * Signs out every other session of the user at once (A21: their sockets stop within a second), as the
 * app offers right after two-factor is turned on; the session that asks goes on.
 */
export async function revokeOtherSessions(
  deps: Deps,
  session: { userId: number; sessionId: number },
): Promise<Result<null>> {
  await revokeUserSessions(deps.db, session.userId, 'revoked_by_user', session.sessionId);
  return ok(null);
}

function noticeView(row: NoticeRow, locale: Locale): UserNotice {
  return {
    id: row.id,
    kind: row.kind,
    device: row.kind === 'password_locked' ? null : deviceLabel(row.userAgent, locale),
    ip: row.ip,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * After a sign-in has committed: when the account has signed in before but never with this user
 * agent, keeps a notice and pushes it to the user's open screens (A17). The sign-in stands whatever
 * happens here, so a failure is logged, not thrown.
 */
export async function noticeIfNewDevice(
  deps: Deps,
  signIn: { userId: number; sessionId: number; userAgent: string | null; ip: string },
): Promise<void> {
  try {
    const history = await deviceHistory(deps.db, signIn.userId, signIn.sessionId, signIn.userAgent);
    if (history.seen || !history.anyOther) return;
    const row = await insertNotice(deps.db, {
      userId: signIn.userId,
      kind: 'new_device',
      userAgent: signIn.userAgent,
      ip: signIn.ip,
    });
    // The socket carries no locale; the English label is what the app shows until it reloads the list.
    const event: NoticeEvent = { type: 'notice', ...noticeView(row, 'en') };
    await deps.bus.publish(BusChannel.user(signIn.userId), event);
  } catch (error) {
    deps.log.error({ err: error, userId: signIn.userId }, 'new-device notice not kept');
  }
}

/**
 * After a wrong guess locked one of the account's passwords (A10): keeps a notice and pushes it to
 * the user's open screens, so the owner learns someone is guessing. Logged, never thrown: the
 * refusal stands whatever happens here.
 */
export async function noticePasswordLocked(deps: Deps, userId: number, ip: string | null): Promise<void> {
  try {
    const row = await insertNotice(deps.db, { userId, kind: 'password_locked', userAgent: null, ip });
    const event: NoticeEvent = { type: 'notice', ...noticeView(row, 'en') };
    await deps.bus.publish(BusChannel.user(userId), event);
  } catch (error) {
    deps.log.error({ err: error, userId }, 'password lock-out notice not kept');
  }
}

/**
 * After a committed password reset (A20): keeps a notice naming the device and address that reset it
 * and pushes it to the user's screens (all signed out by then, but a screen that reloads sees it).
 * Logged, never thrown: the new password stands whatever happens here.
 */
export async function noticePasswordReset(
  deps: Deps,
  reset: { userId: number; userAgent: string | null; ip: string },
): Promise<void> {
  try {
    const row = await insertNotice(deps.db, { kind: 'password_reset', ...reset });
    const event: NoticeEvent = { type: 'notice', ...noticeView(row, 'en') };
    await deps.bus.publish(BusChannel.user(reset.userId), event);
  } catch (error) {
    deps.log.error({ err: error, userId: reset.userId }, 'password reset notice not kept');
  }
}

export async function listNotices(
  deps: Deps,
  userId: number,
  page: { page: number; size: number },
  locale: Locale,
): Promise<Result<{ list: UserNotice[]; total: number }>> {
  const { rows, total } = await noticesOf(deps.db, userId, page);
  return ok({ list: rows.map((r) => noticeView(r, locale)), total });
}
