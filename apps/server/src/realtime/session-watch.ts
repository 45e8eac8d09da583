import { Code, type CodeValue, codeMessages } from '@demo/contract';
import type { Deps } from '../deps';
import { authenticateUser } from '../modules/accounts/sessions';
import type { Binding, Connection } from './connection';
import { errorFrame } from './frames';
import type { UserChannels } from './user-channels';

export type BindOutcome = { ok: true } | { ok: false; code: CodeValue; message: string };

/**
 * Binds connections to users and keeps checking that the session behind each binding is alive.
 *
 * Why a periodic re-check and not a revocation channel on the bus: sessions end in several places
 * (logout, password change, the per-user session cap, a disabled account) and also simply expire,
 * which no one announces. Asking `authenticateUser` again every `recheckMs` covers all of them with
 * the same rule the HTTP calls use, needs nothing from the code that ends sessions, and works the
 * same on every node. The price is a delay of at most `recheckMs` (60 s by default) before an ended
 * session stops receiving its user's events, and one indexed query per bound connection per
 * interval. Each connection's timer starts at its own bind, so the queries are spread out.
 * `authenticateUser` slides the session's expiry as an API call would (at most once a minute), so an
 * open app counts as use.
 */
export class SessionWatch {
  private readonly timers = new Map<Connection, NodeJS.Timeout>();

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
    const result = await authenticateUser(this.deps.db, token, this.deps.sessionTtlMs);
    const outcome: BindOutcome = !result.ok
      ? refused(result.code)
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
    return outcome;
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
  private async recheck(connection: Connection, binding: Binding): Promise<BindOutcome> {
    let outcome: BindOutcome;
    try {
      const result = await authenticateUser(this.deps.db, binding.token, this.deps.sessionTtlMs);
      outcome = !result.ok
        ? refused(result.code)
        : result.body.userId !== binding.userId
          ? refused(Code.LOGIN_REQUIRED)
          : { ok: true };
    } catch (error) {
      // A database hiccup is not a verdict on the session: keep the binding and ask again next time.
      this.deps.log.warn({ err: error }, 'socket session re-check failed');
      return { ok: true };
    }
    // The client may have re-bound (or closed) while we asked; only the binding we checked may end.
    if (outcome.ok || connection.binding !== binding) return outcome;
    this.unbind(connection);
    connection.send(errorFrame(outcome.message, outcome.code));
    return outcome;
  }
}

function refused(code: CodeValue, message?: string): BindOutcome {
  return { ok: false, code, message: message ?? codeMessages[code].en };
}
