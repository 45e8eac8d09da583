import type { Product, Quote, UserEvent } from '@demo/contract';
import {
  CHANNEL_ERROR,
  CHANNEL_QUOTES,
  CHANNEL_USER,
  dataMarket,
  quoteTopic,
  SESSION_END_CODES,
  userDetail,
} from '@demo/contract/refs';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { call } from './api';
import { isOffline } from './connectivity';
import { contractSchemas } from './contract-schemas';
import { queryClient } from './query-client';
import { QuoteFeed } from './quote-feed';
import { endSession } from './session-end';
import { useSession } from './session-store';
import { getSocket, type SocketClient } from './socket';
import { userKeys } from './user-keys';

/**
 * React hooks over the one socket client: live quotes (with polling while the socket is down),
 * topic subscriptions, the connection state and the user's own events. Quotes live in one store
 * keyed by code; each code on screen holds its own `quote_{code}` topic (issue 43), shared by every
 * row and sheet that shows it, and the `quotes` channel's deltas are merged into whole quotes.
 */

/** Connected, but no frame on any held topic for this long: the feed is called stale. */
export const STALE_AFTER_MS = 15_000;
/** While the socket is down or stale, each watched quote is fetched from `data/market` this often. */
export const QUOTE_POLL_INTERVAL_MS = 3_000;
/** How often the connection state is re-evaluated (stale is a matter of time passing). */
const STATE_CHECK_INTERVAL_MS = 1_000;

export type ConnectionState = 'live' | 'reconnecting' | 'stale';

/** The connection state from the socket's facts; pure so the rule is testable. */
export function connectionStateOf(input: {
  open: boolean;
  hasTopics: boolean;
  lastActivityAt: number;
  now: number;
  staleAfterMs?: number;
}): ConnectionState {
  if (!input.open) return 'reconnecting';
  if (!input.hasTopics) return 'live';
  return input.now - input.lastActivityAt > (input.staleAfterMs ?? STALE_AFTER_MS) ? 'stale' : 'live';
}

// ---- The quote store -------------------------------------------------------------------------

const quotes = new Map<string, Quote>();
const quoteListeners = new Map<string, Set<() => void>>();

function notify(code: string): void {
  const set = quoteListeners.get(code);
  if (set) for (const l of [...set]) l();
}

/** Whether two quotes agree in every field (so a store update would change nothing on screen). */
export function sameQuote(a: Quote, b: Quote): boolean {
  return (
    a.code === b.code &&
    a.price === b.price &&
    a.bid === b.bid &&
    a.ask === b.ask &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.prevClose === b.prevClose &&
    a.change === b.change &&
    a.changeRate === b.changeRate &&
    a.volume === b.volume &&
    a.time === b.time
  );
}

/**
 * Puts quotes into the store (from the socket, a poll, or a list that just loaded). A quote older
 * than the held one is dropped; one equal in every field changes nothing; any other field that
 * moved (a delta may carry only the volume or the day's high) replaces it.
 */
export function putQuotes(list: readonly Quote[]): void {
  for (const q of list) {
    const before = quotes.get(q.code);
    if (before && before.time > q.time) continue;
    if (before && sameQuote(before, q)) continue;
    quotes.set(q.code, q);
    notify(q.code);
  }
}

/** A product row as a quote. Its time is 0 (unknown), so any quote from the feed replaces it. */
export function quoteOfProduct(p: Product): Quote {
  return {
    code: p.code,
    price: p.price,
    bid: p.bid,
    ask: p.ask,
    open: p.open,
    high: p.high,
    low: p.low,
    prevClose: p.prevClose,
    change: p.change,
    changeRate: p.changeRate,
    volume: p.volume,
    time: 0,
  };
}

/**
 * Puts the quotes of a list that just loaded into the store, so rows show a price before the first
 * tick. While the socket is live its quotes are newer than any list, so only missing codes are
 * filled; while it is down the list is the freshest source and replaces what is there.
 */
export function seedProducts(products: readonly Product[]): void {
  const live = wired !== null && currentState(wired) === 'live';
  for (const p of products) {
    if (live && quotes.has(p.code)) continue;
    quotes.set(p.code, quoteOfProduct(p));
    notify(p.code);
  }
}

/** The latest known quote of a code, outside React. */
export function latestQuote(code: string): Quote | undefined {
  return quotes.get(code);
}

function subscribeQuote(code: string, listener: () => void): () => void {
  let set = quoteListeners.get(code);
  if (!set) {
    set = new Set();
    quoteListeners.set(code, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) quoteListeners.delete(code);
  };
}

// ---- Wiring the socket once --------------------------------------------------------------------

let wired: SocketClient | null = null;
const feed = new QuoteFeed();

/** The socket with the quote feed and the user binding attached (once per page load). */
function realtime(): SocketClient {
  if (wired) return wired;
  const socket = getSocket();
  wired = socket;
  // `quotes` entries are whole on a code's first entry and deltas after; the feed merges them per
  // connection, so its view starts again whenever the connection does.
  socket.on(CHANNEL_QUOTES, (content) => putQuotes(feed.apply(content)));
  socket.onStatus(() => {
    if (socket.getStatus() !== 'open') feed.reset();
  });
  // The token the socket is bound with: an error frame that ends a session is about this one.
  let boundToken: string | null = null;
  const bind = (token: string | null) => {
    if (!token) {
      boundToken = null;
      socket.setUser(null);
      return;
    }
    queryClient
      .fetchQuery({ queryKey: userKeys.detail(token), queryFn: () => call(userDetail, {}, { silent: true }) })
      .then((user) => {
        if (useSession.getState().token !== token) return;
        boundToken = token;
        socket.setUser({ userId: user.id, token });
      })
      .catch(() => undefined);
  };
  // A session ended elsewhere (a password change, this device signed out from another) is told on
  // the socket within a second (A21); the app signs out at once and says why (A22), instead of
  // waiting for its next call to be refused.
  socket.on(CHANNEL_ERROR, (content) => {
    const code = typeof content === 'object' && content !== null && 'code' in content ? content.code : null;
    if (typeof code !== 'number' || !SESSION_END_CODES.includes(code)) return;
    if (boundToken === null || useSession.getState().token !== boundToken) return;
    endSession(code, content);
  });
  bind(useSession.getState().token);
  useSession.subscribe((s, before) => {
    if (s.token !== before.token) bind(s.token);
  });
  return socket;
}

function currentState(socket: SocketClient): ConnectionState {
  return connectionStateOf({
    // Offline, a socket can look open for a while before it notices; the badge must not say "Live"
    // under the offline banner.
    open: socket.getStatus() === 'open' && !isOffline(),
    // A hidden page holds no topic on the wire, so silence then is expected and not stale.
    hasTopics: socket.expectsTicks(),
    lastActivityAt: Math.max(socket.lastTickAt, socket.lastSubscribedAt, socket.openedAt),
    now: Date.now(),
  });
}

// ---- Polling while the socket is down ---------------------------------------------------------

const pollers = new Map<string, number>();
const inFlight = new Set<string>();
let pollTimer: ReturnType<typeof setInterval> | undefined;

function fetchQuote(code: string): void {
  if (inFlight.has(code)) return;
  inFlight.add(code);
  call(dataMarket, { code }, { silent: true })
    .then((q) => putQuotes([q]))
    .catch(() => undefined)
    .finally(() => inFlight.delete(code));
}

/**
 * Starts fetching `code`'s quote before the first render: a link straight to a product's page shows
 * its price (the page's largest paint) as soon as the page renders, not a round trip after it.
 */
export function prefetchQuote(code: string): void {
  if (!quotes.has(code)) fetchQuote(code);
}

function pollOnce(): void {
  // A hidden page neither subscribes nor polls: it costs nothing until it is seen again.
  if (!wired || wired.isHidden() || currentState(wired) === 'live') return;
  for (const code of pollers.keys()) fetchQuote(code);
}

function startPolling(code: string): () => void {
  pollers.set(code, (pollers.get(code) ?? 0) + 1);
  pollTimer ??= setInterval(pollOnce, QUOTE_POLL_INTERVAL_MS);
  return () => {
    const n = (pollers.get(code) ?? 1) - 1;
    if (n > 0) pollers.set(code, n);
    else pollers.delete(code);
    if (pollers.size === 0) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  };
}

// ---- Hooks ------------------------------------------------------------------------------------

export interface UseQuoteOptions {
  /**
   * Fetch `data/market` every 3 s while the socket is down (default true). A list that refreshes
   * itself as a whole turns this off so it does not make one call per row.
   */
  poll?: boolean;
  /**
   * Hold the code's topic (default true). A list row passes whether it is on screen, so a list holds
   * only the rows one can see; off screen it still reads the last known quote.
   */
  live?: boolean;
}

/** The live quote of `code` from its `quote_{code}` topic; polled from `data/market` while the socket is down. */
export function useQuote(code: string, options: UseQuoteOptions = {}): Quote | undefined {
  const poll = options.poll ?? true;
  const live = options.live ?? true;
  useEffect(() => {
    if (!code || !live) return;
    const socket = realtime();
    const release = socket.subscribe(quoteTopic(code));
    if (poll && !quotes.has(code)) fetchQuote(code);
    const stopPolling = poll ? startPolling(code) : undefined;
    return () => {
      release();
      stopPolling?.();
    };
  }, [code, poll, live]);
  return useSyncExternalStore(
    (l) => subscribeQuote(code, l),
    () => quotes.get(code),
  );
}

/**
 * The live quotes of several codes as one snapshot, so everything a screen derives from them (a list's
 * rows and its total) reads the same instant. The map is replaced only when one of its quotes is; codes
 * the store has no quote for are left out. `pollCodes` (default: all) are fetched from `data/market`
 * while the socket is down, as `useQuote` does; a code the feed may not list is better left unpolled.
 */
export function useQuotes(codes: readonly string[], pollCodes: readonly string[] = codes): ReadonlyMap<string, Quote> {
  const key = codes.join(',');
  const pollKey = pollCodes.join(',');
  useEffect(() => {
    const socket = realtime();
    const releases = (key ? key.split(',') : []).map((code) => socket.subscribe(quoteTopic(code)));
    return () => {
      for (const release of releases) release();
    };
  }, [key]);
  useEffect(() => {
    realtime();
    const stops = (pollKey ? pollKey.split(',') : []).map((code) => {
      if (!quotes.has(code)) fetchQuote(code);
      return startPolling(code);
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [pollKey]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = (key ? key.split(',') : []).map((code) => subscribeQuote(code, listener));
      return () => {
        for (const off of offs) off();
      };
    },
    [key],
  );
  const last = useRef<{ key: string; map: ReadonlyMap<string, Quote> } | null>(null);
  const snapshot = () => {
    const list = key ? key.split(',') : [];
    const before = last.current;
    if (before && before.key === key && list.every((code) => before.map.get(code) === quotes.get(code))) {
      return before.map;
    }
    const map = new Map<string, Quote>();
    for (const code of list) {
      const quote = quotes.get(code);
      if (quote) map.set(code, quote);
    }
    last.current = { key, map };
    return map;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Holds `topic` while mounted (null holds nothing) and calls `onMessage` with each frame's content.
 * The socket re-subscribes after a reconnect. The content is trusted to be `T`, the shape the
 * contract gives that topic; the caller names it.
 */
export function useTopic<T>(topic: string | null, onMessage: (content: T) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!topic) return;
    const socket = realtime();
    const off = socket.on(topic, (content) => handler.current(content as T));
    const release = socket.subscribe(topic);
    return () => {
      release();
      off();
    };
  }, [topic]);
}

/** `live`, `reconnecting` (socket down), or `stale` (connected but no tick for 15 s). */
export function useConnectionState(): ConnectionState {
  const [state, setState] = useState<ConnectionState>(() => currentState(realtime()));
  useEffect(() => {
    const socket = realtime();
    const check = () => setState(currentState(socket));
    check();
    const off = socket.onStatus(check);
    const timer = setInterval(check, STATE_CHECK_INTERVAL_MS);
    return () => {
      off();
      clearInterval(timer);
    };
  }, []);
  return state;
}

/**
 * Calls `onReopen` each time the socket is open again after it was down: user events sent meanwhile
 * were missed, so a screen waiting on one asks the server afresh.
 */
export function useSocketReopened(onReopen: () => void): void {
  const handler = useRef(onReopen);
  handler.current = onReopen;
  useEffect(() => {
    const socket = realtime();
    let down = socket.getStatus() !== 'open';
    const off = socket.onStatus(() => {
      if (socket.getStatus() !== 'open') down = true;
      else if (down) {
        down = false;
        handler.current();
      }
    });
    return () => {
      off();
    };
  }, []);
}

/** The signed-in user's own events (orders, balance, margin warnings) from the `user` channel. */
export function useUserEvents(onEvent: (event: UserEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const socket = realtime();
    let live = true;
    const off = socket.on(CHANNEL_USER, (content) => {
      void parseUserEvent(content).then((event) => {
        if (live && event) handler.current(event);
      });
    });
    return () => {
      live = false;
      off();
    };
  }, []);
}

/** A user event checked against its schema, or null when it does not match (schemas load lazily). */
function parseUserEvent(content: unknown): Promise<UserEvent | null> {
  return contractSchemas().then(({ userEvent }) => {
    const parsed = userEvent.safeParse(content);
    return parsed.success ? parsed.data : null;
  });
}
