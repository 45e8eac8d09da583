import type { Alert } from '@demo/contract';

/**
 * The condition of an alert set by a long press on the chart (docs/SPEC.md DR7): `above` when the
 * pressed level is above the last price, `below` otherwise, so the alert waits for a crossing (AL3).
 */
export function alertConditionAt(
  level: string,
  lastPrice: string | undefined,
): Extract<Alert['condition'], 'above' | 'below'> {
  return lastPrice !== undefined && Number(level) <= Number(lastPrice) ? 'below' : 'above';
}
