import type { ReviewEvent } from '@demo/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { publishBalanceEvents } from '../../ledger/service';
import { BusChannel } from '../../lib/bus';
import type { CryptoBox } from '../../lib/crypto-box';
import type { UploadSigner } from '../upload/signed-url';

/** What the funds and identity services need: the app's deps and the data key's box. */
export interface FundsDeps extends Deps {
  box: CryptoBox;
  /** Signs the URLs of identity documents for the reviewers' screens (P4). */
  uploadSigner: UploadSigner;
}

/** The stored name of an upload url (`/uploads/<name>`), or undefined for anything else. */
export function uploadNameOf(url: string): string | undefined {
  return UPLOAD_URL.exec(url)?.[1];
}

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|webp))$/;

/** Whether `url` names an image this user uploaded through `upload/standard` (never a foreign URL). */
export async function isOwnUpload(q: Queryable, userId: number, url: string): Promise<boolean> {
  const name = UPLOAD_URL.exec(url)?.[1];
  if (name === undefined) return false;
  const [row] = await q
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * After commit: tells the customer's screens about a staff decision, then pushes fresh balances when
 * money moved. The decision is committed whatever happens here, so a failure is logged, not thrown.
 */
export async function announceDecision(
  deps: Deps,
  userId: number,
  event: Omit<ReviewEvent, 'type'>,
  moneyMoved: boolean,
): Promise<void> {
  try {
    await deps.bus.publish(BusChannel.user(userId), { type: 'review', ...event } satisfies ReviewEvent);
    if (moneyMoved) await publishBalanceEvents(deps, [userId]);
  } catch (error) {
    deps.log.error({ err: error, userId, kind: event.kind, id: event.id }, 'review event not published');
  }
}

/** Offset of a 1-based page. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
