import {
  ACCOUNT_STATUS_LIFECYCLE,
  AI_PURCHASE_LIFECYCLE,
  CORRECTION_REVIEW,
  CREDIT_STATUS_LIFECYCLE,
  FEEDBACK_STATUSES,
  GROUP_ORDER_LIFECYCLE,
  INSTITUTION_REVIEW,
  KYC_REVIEW,
  type LifecycleStatus,
  type OrderState,
  PRICE_ALERT_LIFECYCLE,
  RECHARGE_REVIEW,
  reviewStates,
  SETTING_CHANGE_REVIEW,
  SIM_GATEWAY_ORDER_LIFECYCLE,
  SIP_INSTALMENT_STATUSES,
  SIP_PLAN_LIFECYCLE,
  SUBSCRIPTION_LIFECYCLE,
  UPI_PAYMENT_LIFECYCLE,
  WITHDRAWAL_REVIEW,
} from '@demo/core';

/**
 * The order lifecycle (core trading/lifecycle.ts) names its states as a type; this record lists them
 * once and the compiler checks it names every one, so the registry below can compare them.
 */
const ORDER_STATES = Object.keys({
  QUEUED: true,
  CREATED: true,
  BUILD: true,
  COVER: true,
  CANCEL: true,
} satisfies Record<OrderState, true>);

/**
 * LC1: each status column of the schema (`table.column`, SQL names) and the states of the core
 * lifecycle that alone writes it. test/db/status-columns-have-lifecycles.test.ts enumerates the schema
 * and fails on a column missing here or whose values differ from its lifecycle's states.
 */
export const STATUS_LIFECYCLES: Readonly<Record<string, readonly string[]>> = {
  'users.status': ACCOUNT_STATUS_LIFECYCLE.states,
  'users.credit_status': CREDIT_STATUS_LIFECYCLE.states,
  'feedback.status': FEEDBACK_STATUSES,
  'charges.status': reviewStates(RECHARGE_REVIEW),
  'withdrawals.status': reviewStates(WITHDRAWAL_REVIEW),
  'kyc_submissions.status': reviewStates(KYC_REVIEW),
  'institution_applications.status': reviewStates(INSTITUTION_REVIEW),
  'fund_corrections.status': reviewStates(CORRECTION_REVIEW),
  'setting_changes.status': reviewStates(SETTING_CHANGE_REVIEW),
  'price_alerts.status': PRICE_ALERT_LIFECYCLE.states,
  'group_orders.status': GROUP_ORDER_LIFECYCLE.states,
  'new_share_subscriptions.status': SUBSCRIPTION_LIFECYCLE.states,
  'user_ai_products.status': AI_PURCHASE_LIFECYCLE.states,
  'orders.status': ORDER_STATES,
  'upi_payments.status': UPI_PAYMENT_LIFECYCLE.states,
  'sim_gateway_orders.status': SIM_GATEWAY_ORDER_LIFECYCLE.states,
  'sip_plans.status': SIP_PLAN_LIFECYCLE.states,
  'sip_instalments.status': SIP_INSTALMENT_STATUSES,
};

/**
 * LC2: a row patch whose status, when it has one, is a lifecycle's result: a store taking this type
 * cannot be handed a bare literal.
 */
export type StatusPatch<Insert extends { status?: string | undefined }> = Partial<Omit<Insert, 'status'>> & {
  status?: LifecycleStatus<Extract<Insert['status'], string>>;
};
