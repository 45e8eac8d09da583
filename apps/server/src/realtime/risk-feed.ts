import { CHANNEL_STAFF, parseRiskTopic, type RiskTopicKind, type StaffEvent } from '@demo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from './connection';
import { encodeFrame } from './frames';

/** How often the node computes each subscribed risk figure and pushes it (RK9): at most once a second. */
export const RISK_PUSH_INTERVAL_MS = 1_000;

/** Computes one of the desk's figures for one account type, as the staff call of the same name answers it. */
export type RiskFigure = (kind: RiskTopicKind, accountType: 'real' | 'virtual') => Promise<StaffEvent>;

interface TopicState {
  readonly subscribers: Set<Connection>;
  /** The last frame sent, for a new subscriber at once; and its content without its instant, to skip a repeat. */
  lastFrame: Buffer | null;
  lastKey: string | null;
}

/**
 * The risk desk's pushed figures of one node (docs/SPEC.md RK9). Each tick, every risk topic that
 * some console of this node holds is computed once (not once per viewer), encoded once and the same
 * bytes sent to each of its subscribers; a figure unchanged since the last push (apart from the
 * instant it is of, `time` or `to`) is not sent again. Nothing is computed while nobody here subscribes. A computation still
 * running when the next tick comes makes that tick skip the topic, so a slow database never queues
 * work.
 */
export class RiskFeed {
  private readonly topics = new Map<string, TopicState>();
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly figure: RiskFigure,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = RISK_PUSH_INTERVAL_MS,
  ) {}

  /** Adds a subscriber (the caller checked the topic and the staff role); it gets the last frame at once. */
  subscribe(connection: Connection, topic: string): void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { subscribers: new Set(), lastFrame: null, lastKey: null };
      this.topics.set(topic, state);
    }
    state.subscribers.add(connection);
    if (state.lastFrame) connection.send(state.lastFrame);
    else void this.push(topic);
    this.ensureTimer();
  }

  unsubscribe(connection: Connection, topic: string): void {
    const state = this.topics.get(topic);
    if (!state) return;
    state.subscribers.delete(connection);
    if (state.subscribers.size === 0) this.topics.delete(topic);
    if (this.topics.size === 0) this.stopTimer();
  }

  /** Drops every subscription of a connection (closed, or its staff session ended). */
  leave(connection: Connection): void {
    for (const topic of [...this.topics.keys()]) this.unsubscribe(connection, topic);
  }

  stop(): void {
    this.stopTimer();
    this.topics.clear();
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      for (const topic of this.topics.keys()) void this.push(topic);
    }, this.intervalMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async push(topic: string): Promise<void> {
    const parsed = parseRiskTopic(topic);
    if (!parsed || this.running.has(topic)) return;
    this.running.add(topic);
    try {
      const event = await this.figure(parsed.kind, parsed.accountType);
      const state = this.topics.get(topic);
      if (!state) return;
      const key = JSON.stringify(event, (name, value) => (name === 'time' || name === 'to' ? undefined : value));
      if (key === state.lastKey) return;
      state.lastKey = key;
      state.lastFrame = encodeFrame(CHANNEL_STAFF, event);
      for (const connection of state.subscribers) connection.send(state.lastFrame);
    } catch (error) {
      // The database away for a moment: the next tick tries again; the console polls meanwhile.
      this.log.warn({ err: error, topic }, 'risk figure for the staff socket failed');
    } finally {
      this.running.delete(topic);
    }
  }
}
