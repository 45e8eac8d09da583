import type { AccountType } from '@demo/contract';
import { RISK_DISCLOSURE_VERSION } from '@demo/contract/refs';
import { sheetNudges } from './nudges';
import { useAcceptDisclosure, useBrakeStatus } from './queries';

/** The steps of the order sheet: the form, the risk disclosure, the nudges, the confirmation. */
export type OrderStep = 'form' | 'disclosure' | 'nudges' | 'confirm';

/**
 * The step that follows `from` when the customer goes on: the risk disclosure before a first order
 * above 1× (BR18), then the nudges when the order drew any (BR17), then the confirmation.
 */
export function stepAfter(from: OrderStep, order: { lever: number; disclosed: boolean; nudges: number }): OrderStep {
  if (from === 'form' && order.lever > 1 && !order.disclosed) return 'disclosure';
  if ((from === 'form' || from === 'disclosure') && order.nudges > 0) return 'nudges';
  return 'confirm';
}

/** The highest lever the sheet offers: the product's, or the customer's cap when lower (BR8). */
export function cappedLever(productLever: number, cap: number | null | undefined): number {
  return cap === null || cap === undefined ? productLever : Math.max(1, Math.min(productLever, cap));
}

/**
 * The customer's brakes as the order sheet uses them: the lever cap, whether the risk disclosure of
 * this version was accepted (unknown counts as not, so it is shown rather than refused by the server),
 * accepting it, and the nudges of an order.
 */
export function useOrderBrakes(accountType: AccountType, productLever: number) {
  const status = useBrakeStatus(accountType);
  const accept = useAcceptDisclosure();
  return {
    maxLever: cappedLever(productLever, status.data?.leverageCap),
    disclosed: status.data?.disclosure?.version === RISK_DISCLOSURE_VERSION,
    accepting: accept.isPending,
    accept: (then: () => void) => accept.mutate(accountType, { onSuccess: then }),
    nudgesOf: sheetNudges,
  };
}
