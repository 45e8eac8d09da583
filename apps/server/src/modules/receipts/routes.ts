import { alertTriggerAudit, consoleCustomersApi, dataQuoteAt, orderReceipt, orderTriggerAudit } from '@demo/contract';
import { type Implementation, publicCall, staffCall, userCall } from '../../http/implement';
import { quoteAtSeq } from './quote-at';
import { customerReceipt, type ReceiptDeps, staffReceipt } from './service';
import { customerAlertAudit, customerTriggerAudit, staffTriggerAudit } from './trigger-audit';

/** The receipt calls (docs/SPEC.md RC): the customer's own orders, the public replay of a tick, and staff's view. */
export function receiptCalls(deps: ReceiptDeps): Implementation[] {
  return [
    userCall(orderReceipt, (p, ctx) => customerReceipt(deps, ctx.user.userId, p.orderId, ctx.locale)),
    userCall(orderTriggerAudit, (p, ctx) => customerTriggerAudit(deps, ctx.user.userId, p, ctx.locale)),
    userCall(alertTriggerAudit, (p, ctx) => customerAlertAudit(deps, ctx.user.userId, p, ctx.locale)),
    publicCall(dataQuoteAt, async (p) => quoteAtSeq(deps, p)),
    staffCall(consoleCustomersApi.userOrderReceipt, (p, ctx) => staffReceipt(deps, p.orderId, ctx.locale)),
    staffCall(consoleCustomersApi.userOrderTriggerAudit, (p, ctx) => staffTriggerAudit(deps, p.orderId, ctx.locale)),
  ];
}
