import { type ClientFrame, Code, parseClientFrame, parseRiskTopic, SOCKET_PATH, topicsOf } from '@demo/contract';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Deps } from '../deps';
import { BusChannel } from '../lib/bus';
import { endedIdOf, SESSIONS_ENDED_CHANNEL, STAFF_SESSIONS_ENDED_CHANNEL } from '../modules/accounts';
import { Connection, type SendStats, type SocketCounters } from './connection';
import { errorFrame, PONG_BYTES } from './frames';
import {
  CloseCode,
  DEFAULT_SOCKET_LIMITS,
  SOCKET_FRAME_HARD_MAX_BYTES,
  SOCKET_FRAME_MAX_BYTES,
  SOCKET_SLOW_CLOSE_GRACE_MS,
  SOCKET_TOPICS_MAX,
  type SocketHubLimits,
} from './limits';
import { isQuotesMessage, isSinaMessage, MarketTopics } from './market-topics';
import { RiskFeed, type RiskFigure } from './risk-feed';
import { SessionWatch } from './session-watch';
import { StaffChannel } from './staff-channel';
import { UserChannels } from './user-channels';

export interface SocketHubOptions {
  /** Tighter bounds for tests; production uses the named constants of limits.ts. */
  limits?: Partial<SocketHubLimits> | undefined;
  /** Where the hub counts for /metrics; a private set when absent. */
  counters?: SocketCounters | undefined;
  /** The risk desk's figures, pushed to consoles subscribed to a risk topic (RK9). */
  riskFigure?: RiskFigure | undefined;
  /** How often the risk figures are pushed; RISK_PUSH_INTERVAL_MS when absent. */
  riskPushIntervalMs?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's socket hub (realtime/hub.ts), for metrics and tests. */
    socketHub: SocketHub;
  }
}

/**
 * The real-time channel of one node (CONTRACT.md, "Real-time channel"). It holds one bus
 * subscription per channel — quotes, index quotes, and each bound user's events — and fans every
 * message out to the local connections that asked for it, so the bus load of a node does not grow
 * with its connections. Beyond the contract: one connection's commands are handled in order, and a
 * `user` command has no success frame (send `ping` after it to know); subscribing again resends the
 * current value and unsubscribing from a topic not held is no error. The connection stays open on
 * an error frame, except at a limit: 1008 (too many connections from one address), 1013 (the node is
 * full), 1009 (a message over SOCKET_FRAME_HARD_MAX_BYTES), 4008 (a slow client), 1001 (shutdown),
 * and no close frame at all for a heartbeat timeout.
 */
class SocketHub {
  readonly counters: SocketCounters;
  private readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();
  private readonly topics: MarketTopics;
  private readonly users: UserChannels;
  private readonly sessions: SessionWatch;
  private readonly staff: StaffChannel;
  private readonly stopBus: Array<() => void> = [];
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly limits: SocketHubLimits,
    counters: SocketCounters,
    risk: Pick<SocketHubOptions, 'riskFigure' | 'riskPushIntervalMs'> = {},
  ) {
    this.counters = counters;
    this.topics = new MarketTopics(deps.market, deps.log);
    this.users = new UserChannels(deps.bus);
    this.sessions = new SessionWatch(deps, this.users, limits.sessionRecheckMs);
    const riskFeed = risk.riskFigure ? new RiskFeed(risk.riskFigure, deps.log, risk.riskPushIntervalMs) : null;
    this.staff = new StaffChannel(deps, limits.sessionRecheckMs, riskFeed);
  }

  /** Joins the market channels for the life of the node and starts the heartbeat. */
  start(): void {
    const log = this.deps.log;
    this.stopBus.push(
      this.deps.bus.subscribe(BusChannel.quotes, (message) => {
        if (isQuotesMessage(message)) this.topics.onQuotes(message);
        else log.warn({ channel: BusChannel.quotes }, 'malformed bus message ignored');
      }),
      this.deps.bus.subscribe(BusChannel.sina, (message) => {
        if (isSinaMessage(message)) this.topics.onSina(message);
        else log.warn({ channel: BusChannel.sina }, 'malformed bus message ignored');
      }),
      // A notice staff just published reaches every bound customer of this node (W6).
      this.deps.bus.subscribe(BusChannel.announcements, (event) => this.users.broadcast(event)),
      // Support messages and inbox changes reach every bound console of this node (W10).
      this.deps.bus.subscribe(BusChannel.staff, (event) => this.staff.deliver(event)),
      // A session ended on any node: this node's sockets bound with it stop at once (A21).
      this.deps.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
        const userId = endedIdOf(message, 'userId');
        if (userId !== null) this.sessions.onSessionsEnded(userId);
      }),
      this.deps.bus.subscribe(STAFF_SESSIONS_ENDED_CHANNEL, (message) => {
        const staffId = endedIdOf(message, 'staffId');
        if (staffId !== null) this.staff.onSessionsEnded(staffId);
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.limits.pingIntervalMs);
    this.heartbeat.unref();
  }

  /** Leaves the bus and says goodbye to every client (1001, so they reconnect to another node). */
  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const stop of this.stopBus.splice(0)) stop();
    this.sessions.stopAll();
    this.users.stopAll();
    this.staff.stopAll();
    for (const connection of this.connections) {
      connection.markClosed();
      connection.socket.close(CloseCode.goingAway, 'server shutting down');
      // The app's close waits for every socket; one that never answers must not hold it up.
      setTimeout(() => connection.socket.terminate(), SOCKET_SLOW_CLOSE_GRACE_MS).unref();
    }
  }

  accept(socket: WebSocket, ip: string, log: FastifyBaseLogger): void {
    if (this.connections.size >= this.limits.connectionsMax) {
      socket.close(CloseCode.tryAgainLater, 'server is full; try again later');
      return;
    }
    const held = this.perIp.get(ip) ?? 0;
    if (held >= this.limits.connectionsPerIpMax) {
      socket.close(CloseCode.policy, 'too many connections from this address');
      return;
    }
    this.perIp.set(ip, held + 1);
    const connection: Connection = new Connection(socket, ip, this.limits, this.counters, (error) => {
      // A command that throws is a bug (or the database is down): log it, answer generically.
      log.error({ err: error }, 'socket command failed');
      connection.send(errorFrame('the server could not handle this command; try again'));
    });
    this.connections.add(connection);
    this.counters.connected += 1;
    socket.on('message', (data, isBinary) => this.onMessage(connection, data, isBinary));
    socket.on('pong', () => {
      connection.lastHeardMs = Date.now();
    });
    socket.on('close', () => this.onClose(connection));
  }

  /** Send-side numbers of every open connection (tests prove the bounds with them). */
  sendStats(): SendStats[] {
    return [...this.connections].map((c) => c.stats());
  }

  subscriptionCounts(): {
    connections: number;
    users: number;
    staff: number;
    front: number;
    sina: number;
    klineTopics: number;
    depthTopics: number;
    quoteCodes: number;
    quoteSubscriptions: number;
  } {
    return {
      connections: this.connections.size,
      users: this.users.userCount(),
      staff: this.staff.count(),
      ...this.topics.counts(),
    };
  }

  private onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    connection.lastHeardMs = Date.now();
    const size = rawSize(data);
    // Commands run one at a time, and errors about bad frames queue behind them, so a client reads
    // its answers in the order it sent its frames. Only the queue's own overflow is answered at once.
    const queued = connection.enqueue(async () => {
      if (isBinary) return connection.send(errorFrame('frames must be JSON text', Code.ABNORMAL_DATA));
      if (size > SOCKET_FRAME_MAX_BYTES)
        return connection.send(errorFrame(`frame is larger than ${SOCKET_FRAME_MAX_BYTES} bytes`, Code.ABNORMAL_DATA));
      const parsed = parseClientFrame(rawText(data));
      if (!parsed.ok) return connection.send(errorFrame(parsed.message, Code.ABNORMAL_DATA));
      await this.handle(connection, parsed.frame);
    });
    if (!queued) connection.send(errorFrame('too many frames waiting; slow down', Code.TOO_MANY_REQUESTS));
  }

  private async handle(connection: Connection, frame: ClientFrame): Promise<void> {
    switch (frame.cmd) {
      case 'ping':
        connection.send(PONG_BYTES);
        return;
      case 'subscribe': {
        // Every topic is judged in order before any is added, so the limit and the errors name the
        // same topics whatever else the set holds; the accepted ones then get their values together.
        const accepted: string[] = [];
        let added = 0;
        for (const topic of topicsOf(frame)) {
          // Risk topics are the staff channel's (RK9), apart from the connection's market topics.
          if (parseRiskTopic(topic) !== null) {
            const problem = this.staff.subscribeRisk(connection, topic);
            if (problem) connection.send(errorFrame(problem, Code.ACCOUNT_DISABLED, topic));
            continue;
          }
          const fresh = !connection.topics.has(topic);
          if (fresh && connection.topics.size + added >= SOCKET_TOPICS_MAX) {
            connection.send(
              errorFrame(`at most ${SOCKET_TOPICS_MAX} topics per connection`, Code.TOO_MANY_REQUESTS, topic),
            );
            continue;
          }
          const problem = this.topics.problemOf(topic);
          if (problem) {
            connection.send(errorFrame(problem, Code.ABNORMAL_DATA, topic));
            continue;
          }
          accepted.push(topic);
          if (fresh) added += 1;
        }
        await this.topics.subscribe(connection, accepted);
        return;
      }
      case 'unsubscribe':
        for (const topic of topicsOf(frame)) {
          if (parseRiskTopic(topic) !== null) this.staff.unsubscribeRisk(connection, topic);
          else this.topics.unsubscribe(connection, topic);
        }
        return;
      case 'user': {
        const outcome = await this.sessions.bind(connection, frame.userId, frame.token);
        if (!outcome.ok) connection.send(errorFrame(outcome.message, outcome.code, undefined, outcome.reason));
        return;
      }
      case 'staff':
        await this.staff.bind(connection, frame.token);
        return;
    }
  }

  private onClose(connection: Connection): void {
    connection.markClosed();
    this.topics.leave(connection);
    this.sessions.unbind(connection);
    this.staff.unbind(connection);
    if (!this.connections.delete(connection)) return;
    this.counters.connected -= 1;
    const held = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (held > 0) this.perIp.set(connection.ip, held);
    else this.perIp.delete(connection.ip);
  }

  /** Pings every connection; one silent for longer than the pong timeout is dropped. */
  private beat(): void {
    const now = Date.now();
    for (const connection of this.connections) {
      if (now - connection.lastHeardMs > this.limits.pongTimeoutMs) connection.socket.terminate();
      else connection.socket.ping();
    }
  }
}

/** Registers `/smart_socket` on the app and returns its hub (also at `app.socketHub`). */
export async function registerSocketHub(
  app: FastifyInstance,
  deps: Deps,
  options: SocketHubOptions = {},
): Promise<SocketHub> {
  const limits: SocketHubLimits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
  const hub = new SocketHub(
    deps,
    limits,
    options.counters ?? { connected: 0, framesSent: 0, slowClientDrops: 0 },
    options,
  );
  await app.register(websocket, {
    options: { maxPayload: SOCKET_FRAME_HARD_MAX_BYTES },
    // Replaces the plugin's own preClose, which closes every client without a code (1005) before any
    // hook of ours runs: clients are told 1001 (going away) so they reconnect to another node, then
    // the socket server stops taking upgrades. It runs before the bus closes (onClose).
    preClose(done) {
      hub.stop();
      this.websocketServer.close();
      done();
    },
    // A client that breaks the protocol below JSON (an oversized or malformed WebSocket frame) is
    // the client's problem, not a server error: log it quietly and drop that connection.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'socket closed on a protocol error');
      socket.terminate();
    },
  });
  app.decorate('socketHub', hub);
  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => hub.accept(socket, request.ip, request.log));
  hub.start();
  return hub;
}

function rawSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.byteLength, 0);
  return data.byteLength;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
