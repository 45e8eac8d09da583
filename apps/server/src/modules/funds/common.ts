import type { ReviewEvent } from '@demo/contract';
import type { Deps } from '../../deps';
import { publishBalanceEvents } from '../../ledger/service';
import { BusChannel } from '../../lib/bus';
import type { CryptoBox } from '../../lib/crypto-box';
import type { UploadSigner } from '../upload';
import type { FxQuoter } from './fx-quote';

/** What the funds and identity services need: the app's deps and the data key's box. */
export interface FundsDeps extends Deps {
  box: CryptoBox;
  /** Signs the URLs of private uploads (identity documents, transfer evidence) for the screens that show them (P4, P7). */
  uploadSigner: UploadSigner;
  /** Quotes and checks the rates of recharges and payouts in another currency (USDT, docs/SPEC.md X6). */
  fxQuoter: FxQuoter;
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
