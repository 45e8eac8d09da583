import { Code, type CodeValue, codeMessages, type SessionEndReason } from '@demo/contract';
import type { Deps } from '../deps';
import { authenticateUser } from '../modules/accounts';
import type { Binding, Connection } from './connection';
import { errorFrame } from './frames';
import type { UserChannels } from './user-channels';

export type BindOutcome =
  | { ok: true }
  | { ok: false; code: CodeValue; message: string; reason?: SessionEndReason | undefined };

/**
 * Binds connections to users and ends a binding as soon as the session behind it ends (A21). A
 * periodic re-check alone let an ended session receive its user's orders for up to a minute, which a
 * customer who just signed a lost phone out cannot accept; so every statement that ends sessions
 * announces the user on the bus after its COMMIT (accounts/session-cache.ts `sessionsEnded`), and
 * every node re-checks that user's sockets at once with `authenticateUser`, the HTTP calls' rule.
 * The periodic re-check every `recheckMs` (60 s by default), timed from each bind, stays as the
 * backstop for what no one announces (an expiry, a row edited by hand); `authenticateUser` slides
 * the session's expiry as an API call would, so an open app counts as use.
 */
export class SessionWatch {
  private readonly timers = new Map<Connection, NodeJS.Timeout>();
  /** Counts announcements heard, so a bind that overlapped one checks its session once more. */
  private announcements = 0;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'sessionTtlMs' | 'log'>,
    private readonly users: UserChannels,
    private readonly recheckMs: number,
  ) {}

  /**
   * Binds the connection to `userId` if `token` is a live session of that user. A refused claim
   * ends any earlier binding, so the connection is then bound to no one; an accepted one replaces it.
   */
  async bind(connection: Connection, userId: number, token: string): Promise<BindOutcome> {
    const heardBefore = this.announcements;
    const result = await authenticateUser(this.deps.db, token, this.deps.sessionTtlMs);
    const outcome: BindOutcome = !result.ok
      ? refused(result.code, undefined, result.body?.reason)
      : result.body.userId !== userId
        ? refused(Code.LOGIN_REQUIRED, 'token does not belong to this user')
        : { ok: true };
    if (!outcome.ok || !connection.isOpen) {
      this.unbind(connection);
      return outcome;
    }
    // Join the new user's channel before leaving the old one, so re-binding the same user (a token
    // refreshed) never drops the bus subscription in between.
    this.users.add(userId, connection);
    const previous = connection.binding;
    this.stopTimer(connection);
    if (previous && previous.userId !== userId) this.users.remove(previous.userId, connection);
    const binding: Binding = { userId, token };
    connection.binding = binding;
    const timer = setInterval(() => void this.recheck(connection, binding), this.recheckMs);
    timer.unref();
    this.timers.set(connection, timer);
    // The session may have ended while we read it, its announcement finding this socket not yet
    // bound: ask again rather than leave it to the periodic re-check.
    if (this.announcements !== heardBefore) void this.recheck(connection, binding);
    return outcome;
  }

  /**
   * Some session of `userId` ended somewhere (a bus announcement, after its COMMIT): checks this
   * node's sockets bound to that user again now, one query per distinct token.
   */
  onSessionsEnded(userId: number): void {
    this.announcements += 1;
    const byToken = new Map<string, Array<{ connection: Connection; binding: Binding }>>();
    for (const connection of this.users.connectionsOf(userId)) {
      const binding = connection.binding;
      if (binding?.userId !== userId) continue;
      const group = byToken.get(binding.token) ?? [];
      group.push({ connection, binding });
      byToken.set(binding.token, group);
    }
    for (const [token, group] of byToken) void this.recheckAll(token, userId, group);
  }

  unbind(connection: Connection): void {
    this.stopTimer(connection);
    const binding = connection.binding;
    if (!binding) return;
    connection.binding = null;
    this.users.remove(binding.userId, connection);
  }

  stopAll(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }

  private stopTimer(connection: Connection): void {
    const timer = this.timers.get(connection);
    if (timer) clearInterval(timer);
    this.timers.delete(connection);
  }

  /** Ends the binding when its session has ended; tells the client why on the error channel. */
  private async recheck(connection: Connection, binding: Binding): Promise<void> {
    await this.recheckAll(binding.token, binding.userId, [{ connection, binding }]);
  }

  /** Checks one token once and ends, with the error frame, every binding in `group` if it is dead. */
  private async recheckAll(
    token: string,
    userId: number,
    group: ReadonlyArray<{ connection: Connection; binding: Binding }>,
  ): Promise<void> {
    let outcome: BindOutcome;
    try {
      const result = await authenticateUser(this.deps.db, token, this.deps.sessionTtlMs);
      outcome = !result.ok
        ? refused(result.code, undefined, result.body?.reason)
        : result.body.userId !== userId
          ? refused(Code.LOGIN_REQUIRED)
          : { ok: true };
    } catch (error) {
      // A database hiccup is not a verdict on the session: keep the binding and ask again next time.
      this.deps.log.warn({ err: error }, 'socket session re-check failed');
      return;
    }
    if (outcome.ok) return;
    const frame = errorFrame(outcome.message, outcome.code, undefined, outcome.reason);
    for (const { connection, binding } of group) {
      // The client may have re-bound (or closed) while we asked; only the binding we checked may end.
      if (connection.binding !== binding) continue;
      this.unbind(connection);
      connection.send(frame);
    }
  }
}

function refused(code: CodeValue, message?: string, reason?: SessionEndReason): BindOutcome {
  return { ok: false, code, message: message ?? codeMessages[code].en, reason };
}
