import { DEFAULT_HOLIDAYS, EXCHANGES, type ExchangeCode, isMarketOpen, MARKETS, type MarketCode } from '@demo/core';
import { useEffect, useState } from 'react';
import type { ConnectionState } from '../../lib/realtime';

/**
 * Whether a product's market is in session, from core's calendar (SPEC K9), so that the connection
 * badge never shows a green "Live" dot over prices that stand still.
 */

/** How often an open page re-reads the calendar (a market may open or close while it is shown). */
export const MARKET_OPEN_RECHECK_MS = 15_000;

/** What the badge shows: the socket's state, or `closed` when the market it sits beside is closed. */
export type BadgeState = ConnectionState | 'closed';

/**
 * The badge state from the connection and the market. A closed market shows `closed` whether the
 * socket is live or quiet (no ticks come from a closed market, so "delayed" would mislead); a
 * dropped connection still says so. `marketOpen` undefined: the badge is not tied to one market.
 */
export function badgeStateOf(connection: ConnectionState, marketOpen: boolean | undefined): BadgeState {
  if (marketOpen === false && connection !== 'reconnecting') return 'closed';
  return connection;
}

/**
 * The trading calendar of a product from what the wire says of it (its market and time zone): the
 * market's own exchange when it keeps that time zone, else the exchange of that time zone (a Taipei
 * stock in the global list, a New York index). Read this way, it needs no catalogue in the app and
 * knows products staff added.
 */
export function exchangeOfProduct(market: string, timezone: string): ExchangeCode | undefined {
  const home = Object.hasOwn(MARKETS, market) ? MARKETS[market as MarketCode].exchange : undefined;
  if (home && EXCHANGES[home].timezone === timezone) return home;
  return Object.values(EXCHANGES).find((e) => e.timezone === timezone)?.code ?? home;
}

/** Whether the exchange is in session at `nowMs` by core's calendar; an unknown exchange counts as open. */
export function isExchangeOpen(exchange: ExchangeCode | undefined, nowMs: number): boolean {
  return exchange === undefined || isMarketOpen(exchange, nowMs, DEFAULT_HOLIDAYS);
}

/** The calendar's answer for `exchange`, kept current while the component is shown. */
export function useExchangeOpen(exchange: ExchangeCode | undefined): boolean {
  const [open, setOpen] = useState(() => isExchangeOpen(exchange, Date.now()));
  useEffect(() => {
    const check = () => setOpen(isExchangeOpen(exchange, Date.now()));
    check();
    const timer = setInterval(check, MARKET_OPEN_RECHECK_MS);
    return () => clearInterval(timer);
  }, [exchange]);
  return open;
}
