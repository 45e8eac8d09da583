import { SOCKET_FRAME_MAX_BYTES, SOCKET_TOPICS_MAX } from '@demo/contract';

/**
 * Every bound of the socket hub in one place (STYLE.md, rule 7: a limit on everything that grows).
 * The contract owns the two a client can see in its own code (topics per connection, frame size);
 * the rest protect the server's memory and the database from one connection or one address.
 */

export { SOCKET_FRAME_MAX_BYTES, SOCKET_TOPICS_MAX };

/**
 * Largest client message `ws` will even assemble, in bytes. A message above SOCKET_FRAME_MAX_BYTES
 * but below this gets an error frame and the connection stays (the contract's promise); above this
 * `ws` closes the connection with 1009, because it must buffer a whole message before we can look.
 */
export const SOCKET_FRAME_HARD_MAX_BYTES = 64 * 1024;

/**
 * Open connections on one node. Beyond it a new connection is closed with 1013 (try again later)
 * and the client's back-off takes it to another node, rather than this one running out of memory.
 */
export const SOCKET_CONNECTIONS_MAX = 20_000;

/** Open connections from one client address; a browser needs one, a household or an office a few. */
export const SOCKET_CONNECTIONS_PER_IP_MAX = 50;

/** Client frames read but not yet handled on one connection; frames are handled one at a time. */
export const SOCKET_INBOUND_PENDING_MAX = 64;

/**
 * Bytes the server may hold for one connection that have not reached the kernel yet. A frame that
 * would take a connection past this closes it as a slow client (4008): nothing a client does can
 * make the server hold more than this for it, beside the coalesced market backlog below.
 */
export const SOCKET_SEND_BUFFER_MAX_BYTES = 1024 * 1024;

/** Frames handed to `ws` but not yet written out, on one connection; past this it is a slow client. */
export const SOCKET_SEND_FRAMES_PENDING_MAX = 1024;

/**
 * Above this many unsent bytes a connection is "behind": market frames (`front`, kline, sina) are
 * no longer written but coalesced, latest value per quote code or per topic, until it catches up.
 */
export const SOCKET_COALESCE_AT_BYTES = 256 * 1024;

/**
 * Distinct quote codes the coalesced `front` backlog of one connection may hold. The feed has far
 * fewer products; this only guards against a feed bug turning the backlog into a leak.
 */
export const SOCKET_FRONT_BACKLOG_CODES_MAX = 10_000;

/** A connection that stays behind this long is a slow client and is closed (4008), in ms. */
export const SOCKET_SEND_STALL_MAX_MS = 15_000;

/** How long a closed slow client gets to read its close frame before its TCP socket is destroyed, in ms. */
export const SOCKET_SLOW_CLOSE_GRACE_MS = 1_000;

/** Interval between the server's WebSocket pings, in ms. */
export const SOCKET_PING_INTERVAL_MS = 30_000;

/** A connection that has not answered a ping (or sent anything) for this long is dropped, in ms. */
export const SOCKET_PONG_TIMEOUT_MS = 60_000;

/**
 * How often a bound connection's token is checked again, in ms: the backstop for a session that
 * simply expires. A session that is ended (logout, a password change, a disabled account, …) is
 * announced on the bus and its sockets stop at once (A21, session-watch.ts).
 */
export const SOCKET_SESSION_RECHECK_MS = 60_000;

/**
 * How often a held kline topic asks MarketData for its current candle again, by quote time, in ms.
 * In between, quotes move the cached candle's close, high and low; the re-ask brings in volume and
 * the boundaries of days, weeks, months and years, so those show at most this late.
 */
export const SOCKET_KLINE_RESYNC_MS = 15_000;

/** Close codes the hub uses (4000–4999 are the application's own). */
export const CloseCode = {
  /** The server is shutting down; the client should reconnect (to another node). */
  goingAway: 1001,
  /** Too many connections from this address. */
  policy: 1008,
  /** This node holds as many connections as it may; another node (or this one later) will take it. */
  tryAgainLater: 1013,
  /** The client did not read what was sent to it fast enough. */
  slowClient: 4008,
} as const;

/** The bounds a test (or a deployment) may tighten; everything else is fixed above. */
export interface SocketHubLimits {
  connectionsMax: number;
  connectionsPerIpMax: number;
  sendBufferMaxBytes: number;
  sendFramesPendingMax: number;
  coalesceAtBytes: number;
  sendStallMaxMs: number;
  pingIntervalMs: number;
  pongTimeoutMs: number;
  sessionRecheckMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketHubLimits = {
  connectionsMax: SOCKET_CONNECTIONS_MAX,
  connectionsPerIpMax: SOCKET_CONNECTIONS_PER_IP_MAX,
  sendBufferMaxBytes: SOCKET_SEND_BUFFER_MAX_BYTES,
  sendFramesPendingMax: SOCKET_SEND_FRAMES_PENDING_MAX,
  coalesceAtBytes: SOCKET_COALESCE_AT_BYTES,
  sendStallMaxMs: SOCKET_SEND_STALL_MAX_MS,
  pingIntervalMs: SOCKET_PING_INTERVAL_MS,
  pongTimeoutMs: SOCKET_PONG_TIMEOUT_MS,
  sessionRecheckMs: SOCKET_SESSION_RECHECK_MS,
};
