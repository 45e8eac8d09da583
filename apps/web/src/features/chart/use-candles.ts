import type { Candle, KlinePeriod } from '@demo/contract';
import { dataCandlestick } from '@demo/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call } from '../../lib/api';
import { joinWindows, mergeCandle } from './candle-merge';
import { candleWindow, isEnough } from './candle-window';

const candleKeys = {
  series: (code: string, period: KlinePeriod) => ['data', 'candlestick', code, period] as const,
};

/**
 * Loads a period's history: the latest window, then earlier ones while there are too few candles
 * (a stock market closed for the weekend), at most WINDOW_ATTEMPTS_MAX calls.
 */
async function loadCandles(code: string, period: KlinePeriod, nowMs: number, signal?: AbortSignal) {
  const windows: Candle[][] = [];
  let count = 0;
  for (let attempt = 0; ; attempt++) {
    const w = candleWindow(period, nowMs, attempt);
    if (!w) break;
    const reply = await call(dataCandlestick, { code, period, ...w }, signal ? { signal } : {});
    windows.push(reply);
    count += reply.length;
    if (isEnough(period, count)) break;
  }
  return joinWindows(windows);
}

export interface CandleSeries {
  candles: readonly Candle[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /** Folds the live current candle in (same bucket updates, new bucket appends). */
  push: (candle: Candle) => void;
}

/**
 * A period's candles: history from `data/candlestick`, then the live current candle merged in. A null
 * code loads nothing (the chart's comparison when none is picked).
 */
export function useCandles(code: string | null, period: KlinePeriod): CandleSeries {
  const query = useQuery({
    queryKey: candleKeys.series(code ?? '', period),
    queryFn: ({ signal }) => loadCandles(code ?? '', period, Date.now(), signal),
    enabled: code !== null,
    // Reopening a period shows the cached series at once and reloads it behind; focus does not,
    // because the live candle already keeps the series current.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  // The series is the loaded history with live candles folded in; a new load starts it again.
  // Adjusting state during render (not in an effect) keeps a period's first frame free of the last one's bars.
  const [state, setState] = useState<{ base: readonly Candle[] | undefined; candles: readonly Candle[] }>({
    base: query.data,
    candles: query.data ?? [],
  });
  if (state.base !== query.data) setState({ base: query.data, candles: query.data ?? [] });
  const push = useCallback(
    (candle: Candle) => setState((s) => ({ base: s.base, candles: mergeCandle(s.candles, candle) })),
    [],
  );
  const candles = state.base === query.data ? state.candles : (query.data ?? []);
  const { refetch } = query;
  return {
    candles,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void refetch(),
    push,
  };
}
