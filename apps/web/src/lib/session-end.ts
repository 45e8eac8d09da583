import { Code, type SessionEndReason, sessionEndReasonOf } from '@demo/contract/refs';
import { loginPathFor } from './route-guard';
import { useSession } from './session-store';

/**
 * The one place a session ends on this device because the server said so (codes 280 and 281, from
 * a reply or from the socket's error frame): the access data is cleared, the reason is kept for the
 * sign-in page to say (A22), and the app goes to sign-in, coming back where it was afterwards.
 */

/** The i18n key (under `sessionEnd`) of the sentence that tells why this device was signed out. */
export type SessionEndNotice = SessionEndReason | 'other';

/**
 * What the sign-in page says after a session ended with `code`: the reason the server named, else
 * `expired` for 280, else the general sentence (a server older than the reason field).
 */
export function sessionEndNotice(code: number, content: unknown): SessionEndNotice {
  const reason = sessionEndReasonOf(content);
  if (reason) return reason;
  return code === Code.SESSION_EXPIRED ? 'expired' : 'other';
}

export function endSession(code: number, content: unknown): void {
  useSession.getState().clear(sessionEndNotice(code, content));
  const current = window.location.hash.replace(/^#/, '') || '/';
  if (!current.startsWith('/pages/login/')) window.location.hash = loginPathFor(current);
}
