import type pg from 'pg';
import { poolOfHandle, type Queryable } from '../../db/client';
import { afterCommit } from '../../db/transaction';
import type { UserSession } from '../../http/implement';
import type { Bus } from '../../lib/bus';

/**
 * A node's copy of the sessions it has checked lately (A19, docs/adr/0004): an authenticated call
 * answers from it without asking PostgreSQL, for at most SESSION_CACHE_TTL_MS and never past the
 * session's own expiry. A session ended anywhere (logout, a password change or reset, the per-user
 * cap, a device revoked, two-factor turned off, a disabled account) is announced on the bus after its
 * COMMIT, and every node drops its copies of that user's sessions on delivery, so an ended session is
 * refused on every node within a bus delivery. The same announcement makes every node's socket hub
 * check that user's bound sockets again at once (A21, realtime/session-watch.ts). What no one
 * announces (an expiry, a row edited by hand) is bounded by the TTL and by the expiry time kept with
 * each copy. Only successful checks are kept: a refusal always asks the database again.
 */

/** How long a node trusts its copy of a session check. */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Copies kept per node at most; the oldest go first. */
export const SESSION_CACHE_ENTRIES_MAX = 20_000;
/** The bus channel of ended sessions: `{ userId }`, some session of that user ended. */
export const SESSIONS_ENDED_CHANNEL = 'sessions.ended';
/** The bus channel of ended staff sessions: `{ staffId }` (A21: the staff socket stops at once). */
export const STAFF_SESSIONS_ENDED_CHANNEL = 'staff.sessions.ended';

/** The id a message of SESSIONS_ENDED_CHANNEL (`userId`) or STAFF_SESSIONS_ENDED_CHANNEL (`staffId`) names. */
export function endedIdOf(message: unknown, key: 'userId' | 'staffId'): number | null {
  const id: unknown = typeof message === 'object' && message !== null ? Reflect.get(message, key) : null;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

interface Entry {
  readonly session: UserSession;
  /** When this copy stops being trusted: the TTL or the session's expiry, whichever comes first. */
  readonly untilMs: number;
}

export class SessionCache {
  private readonly byTokenHash = new Map<string, Entry>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = SESSION_CACHE_TTL_MS,
  ) {
    this.unsubscribe = bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
      const userId = endedIdOf(message, 'userId');
      if (userId !== null) this.forgetUser(userId);
    });
  }

  /** The session a token hash names, when this node checked it less than a TTL ago. */
  get(tokenHash: string): UserSession | undefined {
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.untilMs <= this.now()) {
      this.byTokenHash.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a successful check until the TTL or `expiresAtMs`, whichever comes first. */
  put(tokenHash: string, session: UserSession, expiresAtMs: number): void {
    const untilMs = Math.min(this.now() + this.ttlMs, expiresAtMs);
    if (untilMs <= this.now()) return;
    this.byTokenHash.delete(tokenHash);
    this.byTokenHash.set(tokenHash, { session, untilMs });
    if (this.byTokenHash.size > SESSION_CACHE_ENTRIES_MAX) {
      const oldest = this.byTokenHash.keys().next();
      if (!oldest.done) this.byTokenHash.delete(oldest.value);
    }
  }

  /** Drops this node's copies of every session of `userId`. */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.byTokenHash) {
      if (entry.session.userId === userId) this.byTokenHash.delete(hash);
    }
  }

  /** Tells every node (this one at once) that sessions of `userId` ended. */
  announceEnded(userId: number, onError: (error: unknown) => void): void {
    this.forgetUser(userId);
    this.bus.publish(SESSIONS_ENDED_CHANNEL, { userId }).catch(onError);
  }

  /** Tells every node that sessions of staff member `staffId` ended (no node keeps copies of those). */
  announceStaffEnded(staffId: number, onError: (error: unknown) => void): void {
    this.bus.publish(STAFF_SESSIONS_ENDED_CHANNEL, { staffId }).catch(onError);
  }

  get size(): number {
    return this.byTokenHash.size;
  }

  close(): void {
    this.unsubscribe();
    this.byTokenHash.clear();
  }
}

/** The caches of the nodes on each pool (tests run several nodes in one process). */
const cachesOf = new WeakMap<pg.Pool, Set<{ cache: SessionCache; onError: (error: unknown) => void }>>();

/** Makes `cache` hear of the sessions ended through `pool`; answers the function that undoes it. */
export function attachSessionCache(pool: pg.Pool, cache: SessionCache, onError: (error: unknown) => void): () => void {
  const attached = cachesOf.get(pool) ?? new Set();
  cachesOf.set(pool, attached);
  const item = { cache, onError };
  attached.add(item);
  return () => {
    attached.delete(item);
  };
}

/**
 * Called by every statement that ends sessions of `userId` (session-store.ts, devices/store.ts):
 * once the change has committed, the node's caches drop the user's sessions and the bus tells the
 * other nodes. Announcing after COMMIT matters: a node that re-read the row before it would keep a
 * live copy of an ended session for a whole TTL.
 */
export function sessionsEnded(q: Queryable, userId: number): void {
  const attached = cachesOf.get(poolOfHandle(q));
  if (!attached || attached.size === 0) return;
  afterCommit(q, () => {
    // One announcement per pool reaches every node through the bus; the local copies go at once.
    let announced = false;
    for (const { cache, onError } of attached) {
      if (announced) cache.forgetUser(userId);
      else cache.announceEnded(userId, onError);
      announced = true;
    }
  });
}

/**
 * Called by every statement that ends staff sessions (staff/store.ts `revokeStaffSessions`): once the
 * change has committed, the bus tells every node, whose staff channel checks that member's consoles
 * again at once (A21). After COMMIT for the same reason as `sessionsEnded`: a node that re-read the
 * row before it would find the session still live and keep the console bound.
 */
export function staffSessionsEnded(q: Queryable, staffId: number): void {
  const attached = cachesOf.get(poolOfHandle(q));
  const first = attached?.values().next();
  if (!first || first.done) return;
  const { cache, onError } = first.value;
  afterCommit(q, () => cache.announceStaffEnded(staffId, onError));
}
