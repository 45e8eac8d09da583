import { statusMachine } from '../lifecycle';

/**
 * UP5, LC1: a UPI recharge (`upi_payments.status`) is born pending when its gateway order is made;
 * the gateway's signed capture credits it, its signed failure (the payer declined) fails it, and the
 * leader expires it once its 15 minutes pass unpaid. Each end is final.
 */
export const UPI_PAYMENT_LIFECYCLE = statusMachine({
  entity: 'UPI recharge',
  states: ['pending', 'credited', 'failed', 'expired'],
  initial: 'pending',
  rules: {
    credit: { from: ['pending'], to: 'credited' },
    decline: { from: ['pending'], to: 'failed' },
    expire: { from: ['pending'], to: 'expired' },
  },
});

/**
 * LC1: an order at the simulated gateway (`sim_gateway_orders.status`): created, then paid or
 * declined on its checkout page, once. It stands in for the real gateway's own record of the order.
 */
export const SIM_GATEWAY_ORDER_LIFECYCLE = statusMachine({
  entity: 'simulated gateway order',
  states: ['created', 'paid', 'declined'],
  initial: 'created',
  rules: {
    pay: { from: ['created'], to: 'paid' },
    decline: { from: ['created'], to: 'declined' },
  },
});
