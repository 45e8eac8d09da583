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
