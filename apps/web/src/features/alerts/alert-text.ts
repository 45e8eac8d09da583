import { formatDecimal, priceFormat } from '@demo/client';
import type { Alert } from '@demo/contract';

/** The i18n key of a condition's label in the form and the list. */
export function conditionKey(condition: Alert['condition']) {
  return `alerts.${condition}` as const;
}

/** The i18n key of the toast for a fired alert. */
export function toastKey(condition: Alert['condition']) {
  switch (condition) {
    case 'above':
      return 'alerts.toastAbove' as const;
    case 'below':
      return 'alerts.toastBelow' as const;
    case 'changeRateAbove':
      return 'alerts.toastRateAbove' as const;
    case 'changeRateBelow':
      return 'alerts.toastRateBelow' as const;
  }
}

/** Whether a condition compares the day change (percent) rather than the price. */
export function isRateCondition(condition: Alert['condition']): boolean {
  return condition === 'changeRateAbove' || condition === 'changeRateBelow';
}

/**
 * The level the form starts with: the current price for a price condition (the customer nudges it to
 * where they want it), the current day change for a rate one; empty when there is no quote yet.
 */
export function prefilledLevel(
  condition: Alert['condition'],
  quote: { price: string; changeRate: string } | undefined,
): string {
  if (!quote) return '';
  return isRateCondition(condition) ? quote.changeRate : quote.price;
}

/** The browser's notification permission, or `unsupported` where the API does not exist. */
export function notificationState(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** How many decimals a decimal string carries ("95012.50" → 2). */
function decimalsIn(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * An alert's level and trigger price as the customer reads prices everywhere else: the product's
 * currency sign (none for a forex rate or index points), grouped digits, the level's own decimals;
 * a change-rate level is a percentage.
 */
export function alertFigures(alert: Pick<Alert, 'condition' | 'value' | 'triggeredPrice' | 'currency' | 'market'>): {
  value: string;
  price: string;
} {
  const priced = alert.currency ? priceFormat(alert) : { currency: undefined, symbol: false };
  const money = (text: string) =>
    formatDecimal(text, {
      decimals: decimalsIn(text),
      ...(priced.currency === undefined ? {} : { currency: priced.currency }),
      symbol: priced.symbol,
    }).text;
  const price = alert.triggeredPrice === null ? '' : money(alert.triggeredPrice);
  if (isRateCondition(alert.condition)) return { value: `${alert.value}%`, price };
  return { value: money(alert.value), price };
}
