import { CHANNEL_STAFF, Code, type CodeValue, consoleContentApi, consoleRiskApi } from '@demo/contract';
import type { Deps } from '../deps';
import { authenticateStaff } from '../modules/staff';
import type { Connection } from './connection';
import { encodeFrame, errorFrame } from './frames';
import type { RiskFeed } from './risk-feed';

/** Roles that hear support events: those that may answer support (the contract's roles of `support/reply`). */
const SUPPORT_ROLES: readonly string[] = consoleContentApi.supportReply.roles ?? [];
/** Roles that hear large-trade notices (HL9): those that read the risk desk. */
const RISK_ROLES: readonly string[] = consoleRiskApi.riskExposure.roles ?? [];
/** Roles that may bind the staff channel at all. */
const STAFF_CHANNEL_ROLES: readonly string[] = [...new Set([...SUPPORT_ROLES, ...RISK_ROLES])];

/** The roles an event is for: large-trade notices go to the risk desk, everything else to support. */
function rolesFor(event: unknown): readonly string[] {
  const type = typeof event === 'object' && event !== null ? Reflect.get(event, 'type') : undefined;
  return type === 'large_trade' ? RISK_ROLES : SUPPORT_ROLES;
}

/**
 * The `staff` channel of one node (W10, HL9): consoles that bound with `{"cmd":"staff","token":…}` and
 * whose staff session may answer support (support events) or read the risk desk (large-trade notices). The hub joins the bus channel once for the node and fans
 * each event out here. As with customers (session-watch.ts), a staff session ended anywhere (logout,
 * a password change, the member deactivated) is announced on the bus after its COMMIT and that
 * member's consoles on every node are checked again at once (A21); the check every `recheckMs`
 * stays as the backstop for a session that simply expires.
 */
export class StaffChannel {
  private readonly bound = new Map<
    Connection,
    { token: string; staffId: number; role: string; timer: NodeJS.Timeout }
  >();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'log'>,
    private readonly recheckMs: number,
    /** The desk's pushed figures (RK9); without it a risk topic is refused as unavailable. */
    private readonly riskFeed: RiskFeed | null = null,
  ) {}

  /**
   * Subscribes a bound console to a risk topic (RK9); the problem when it may not: the connection is
   * not bound with `{"cmd":"staff"}` by a role that reads the desk, or the node pushes no figures.
   */
  subscribeRisk(connection: Connection, topic: string): string | null {
    const entry = this.bound.get(connection);
    if (!entry || !RISK_ROLES.includes(entry.role)) return 'risk topics need a staff session that reads the risk desk';
    if (!this.riskFeed) return 'risk figures are not pushed by this node';
    this.riskFeed.subscribe(connection, topic);
    return null;
  }

  unsubscribeRisk(connection: Connection, topic: string): void {
    this.riskFeed?.unsubscribe(connection, topic);
  }

  async bind(connection: Connection, token: string): Promise<void> {
    const session = await authenticateStaff(this.deps.db, token);
    // S4, S10: a member who must still change a printed password or enroll an authenticator gets nothing else.
    if (
      !session.ok ||
      !STAFF_CHANNEL_ROLES.includes(session.body.role) ||
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
    this.bound.set(connection, { token, staffId: session.body.staffId, role: session.body.role, timer });
  }

  unbind(connection: Connection): void {
    this.riskFeed?.leave(connection);
    const entry = this.bound.get(connection);
    if (!entry) return;
    clearInterval(entry.timer);
    this.bound.delete(connection);
  }

  deliver(event: unknown): void {
    if (this.bound.size === 0) return;
    const frame = encodeFrame(CHANNEL_STAFF, event);
    const roles = rolesFor(event);
    for (const [connection, entry] of this.bound) if (roles.includes(entry.role)) connection.send(frame);
  }

  /** Some session of staff member `staffId` ended (a bus announcement): checks their consoles here now. */
  onSessionsEnded(staffId: number): void {
    for (const [connection, entry] of this.bound)
      if (entry.staffId === staffId) void this.recheck(connection, entry.token);
  }

  count(): number {
    return this.bound.size;
  }

  stopAll(): void {
    this.riskFeed?.stop();
    for (const entry of this.bound.values()) clearInterval(entry.timer);
    this.bound.clear();
  }

  private async recheck(connection: Connection, token: string): Promise<void> {
    let code: CodeValue;
    try {
      const session = await authenticateStaff(this.deps.db, token);
      if (
        session.ok &&
        STAFF_CHANNEL_ROLES.includes(session.body.role) &&
        !session.body.mustChangePassword &&
        !session.body.mustEnrollTotp
      )
        return;
      code = session.ok ? Code.ACCOUNT_DISABLED : session.code;
    } catch (error) {
      // The database being away for a moment is no reason to drop a console; the next check decides.
      this.deps.log.warn({ err: error }, 'staff socket session re-check failed');
      return;
    }
    if (this.bound.get(connection)?.token !== token) return;
    this.unbind(connection);
    connection.send(errorFrame('staff session ended', code));
  }
}
