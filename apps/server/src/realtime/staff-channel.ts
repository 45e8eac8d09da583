import { CHANNEL_STAFF, Code, consoleContentApi } from '@demo/contract';
import type { Deps } from '../deps';
import { authenticateStaff } from '../modules/staff/service';
import type { Connection } from './connection';
import { encodeFrame, errorFrame } from './frames';

/** Roles that hear the staff channel: those that may answer support (the contract's roles of `support/reply`). */
const SUPPORT_ROLES: readonly string[] = consoleContentApi.supportReply.roles ?? [];

/**
 * The `staff` channel of one node (W10): consoles that bound with `{"cmd":"staff","token":…}` and
 * whose staff session may answer support. The hub joins the bus channel once for the node and fans
 * each event out here. As with customers (session-watch.ts), every binding's session is checked
 * again every `recheckMs`, so a signed-out or disabled staff member stops hearing within that time.
 */
export class StaffChannel {
  private readonly bound = new Map<Connection, { token: string; timer: NodeJS.Timeout }>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'log'>,
    private readonly recheckMs: number,
  ) {}

  async bind(connection: Connection, token: string): Promise<void> {
    const session = await authenticateStaff(this.deps.db, token);
    // S4, S10: a member who must still change a printed password or enroll an authenticator gets nothing else.
    if (
      !session.ok ||
      !SUPPORT_ROLES.includes(session.body.role) ||
      session.body.mustChangePassword ||
      session.body.mustEnrollTotp
    ) {
      this.unbind(connection);
      connection.send(
        errorFrame(
          'staff token is not a live session of a support role',
          session.ok ? Code.ACCOUNT_DISABLED : session.code,
        ),
      );
      return;
    }
    if (!connection.isOpen) return;
    this.unbind(connection);
    const timer = setInterval(() => void this.recheck(connection, token), this.recheckMs);
    timer.unref();
    this.bound.set(connection, { token, timer });
  }

  unbind(connection: Connection): void {
    const entry = this.bound.get(connection);
    if (!entry) return;
    clearInterval(entry.timer);
    this.bound.delete(connection);
  }

  deliver(event: unknown): void {
    if (this.bound.size === 0) return;
    const frame = encodeFrame(CHANNEL_STAFF, event);
    for (const connection of this.bound.keys()) connection.send(frame);
  }

  count(): number {
    return this.bound.size;
  }

  stopAll(): void {
    for (const entry of this.bound.values()) clearInterval(entry.timer);
    this.bound.clear();
  }

  private async recheck(connection: Connection, token: string): Promise<void> {
    try {
      const session = await authenticateStaff(this.deps.db, token);
      if (
        session.ok &&
        SUPPORT_ROLES.includes(session.body.role) &&
        !session.body.mustChangePassword &&
        !session.body.mustEnrollTotp
      )
        return;
    } catch (error) {
      // The database being away for a moment is no reason to drop a console; the next check decides.
      this.deps.log.warn({ err: error }, 'staff socket session re-check failed');
      return;
    }
    if (this.bound.get(connection)?.token === token) this.unbind(connection);
  }
}
