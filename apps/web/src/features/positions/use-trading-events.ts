import type { AccountType } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useUserEvents } from '../../lib/realtime';
import { refreshTrading } from '../orders/refresh';

/** Events arriving closer together than this refresh the lists once (a forced cover sends many). */
const REFRESH_DEBOUNCE_MS = 300;

export interface MarginWarning {
  readonly accountType: AccountType;
  readonly marginLevel: string;
}

/**
 * Keeps the trading screens current from the `user` channel: an order or balance event refreshes
 * the lists, the summary and the balances; a `warning` event is returned for the margin banner.
 */
export function useTradingEvents(): { warning: MarginWarning | null; dismiss: () => void } {
  const qc = useQueryClient();
  const [warning, setWarning] = useState<MarginWarning | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useUserEvents((event) => {
    if (event.type === 'warning') {
      setWarning({ accountType: event.accountType, marginLevel: event.marginLevel });
      return;
    }
    // An AI product's live mark (about once a second) changes no order or balance; its screen folds it in.
    if (event.type === 'ai') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refreshTrading(qc), REFRESH_DEBOUNCE_MS);
  });
  return { warning, dismiss: () => setWarning(null) };
}
