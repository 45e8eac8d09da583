import type { Validity } from './exit-levels';
import type { OrderDraft } from './mutations';
import type { TradeForm } from './TradeFields';

/**
 * The order draft sent to `order/create`, from the form; empty optional fields are left out, and only
 * the stop the form shows is sent (a fixed stop loss or a trailing distance, never both).
 */
export function draftOf(
  code: string,
  form: TradeForm,
  validity: { validity?: Validity; validUntil?: number },
): OrderDraft {
  const trailing = form.stopMode === 'trailing';
  return {
    code,
    direction: form.direction,
    priceType: form.priceType,
    hands: form.hands,
    lever: form.lever,
    insurance: form.insurance ? 1 : 0,
    ...(form.priceType === 'limit' ? { price: form.limitPrice.trim() } : {}),
    ...(!trailing && form.stopLoss.trim() ? { stopLoss: form.stopLoss.trim() } : {}),
    ...(trailing ? { trailingDistance: form.trailingDistance.trim() } : {}),
    ...(form.takeProfit.trim() ? { takeProfit: form.takeProfit.trim() } : {}),
    ...validity,
  };
}
