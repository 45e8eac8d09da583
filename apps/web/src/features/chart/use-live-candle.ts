import type { Candle, KlinePeriod } from '@demo/contract';
import { asKlineContent, dataCandlestick, klineTopic } from '@demo/contract/refs';
import { useEffect, useRef } from 'react';
import { call } from '../../lib/api';
import { useConnectionState, useTopic } from '../../lib/realtime';

/** While the socket is down or stale, the current candle is fetched this often instead. */
export const CANDLE_POLL_INTERVAL_MS = 5_000;

/**
 * Feeds the current candle of `code` at `period` to `onCandle`: from the kline topic while the
 * socket is live, and by asking `data/candlestick` for the candles since the last one while it is not.
 */
export function useLiveCandle(
  code: string,
  period: KlinePeriod,
  lastTimeMs: number | undefined,
  onCandle: (candle: Candle) => void,
): void {
  const handler = useRef(onCandle);
  handler.current = onCandle;
  const shown = useRef({ code, period });
  shown.current = { code, period };
  useTopic<unknown>(code ? klineTopic(code, period) : null, (content) => {
    // Checked without zod (`asKlineContent`, the same answer as the contract's schema), so a product
    // page loads no schema at all for a signed-out visitor.
    const candle = asKlineContent(content);
    // A frame for another code or period can arrive just after a switch; it belongs to no chart here.
    const now = shown.current;
    if (candle && candle.code === now.code && candle.period === now.period) handler.current(candle);
  });

  const state = useConnectionState();
  const since = useRef(lastTimeMs);
  since.current = lastTimeMs;
  useEffect(() => {
    if (state === 'live' || !code) return;
    let busy = false;
    const poll = () => {
      const from = since.current;
      if (busy || from === undefined) return;
      busy = true;
      call(dataCandlestick, { code, period, from, to: Date.now() }, { silent: true })
        .then((candles) => {
          for (const c of candles) handler.current(c);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    const timer = setInterval(poll, CANDLE_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state, code, period]);
}
