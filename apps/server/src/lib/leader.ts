import pg from 'pg';

/**
 * Leader election on a PostgreSQL session-level advisory lock (ARCHITECTURE.md, "leader for the
 * engine and feed"). The leader holds the lock on a dedicated connection, opened with the pool's
 * settings but outside it, so leading never takes a connection from the requests; if the process or its
 * connection dies, PostgreSQL releases the lock and a follower, retrying every few seconds, takes
 * over. Generic: the feed and the trading engine each run under their own lock key.
 */

/** How often a follower tries the lock, and a leader checks that its connection still holds. */
export const LEADER_RETRY_MS = 2_000;

export interface Leadership {
  /** Whether this node leads right now. */
  isLeader(): boolean;
  /** Stops trying; a leader calls `onLose` and releases the lock. */
  stop(): Promise<void>;
}

export interface LeaderOptions {
  retryMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs `onLead` while this node holds advisory lock `lockKey`, and `onLose` when it stops holding
 * it (connection lost, or `stop`). Never both leading twice: `onLose` always runs before the next
 * `onLead`.
 */
export function runAsLeader(
  pool: pg.Pool,
  lockKey: number,
  onLead: () => void | Promise<void>,
  onLose: () => void | Promise<void>,
  options: LeaderOptions = {},
): Leadership {
  const retryMs = options.retryMs ?? LEADER_RETRY_MS;
  const onError = options.onError ?? (() => undefined);
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const lose = async () => {
    if (leading) {
      leading = false;
      try {
        await onLose();
      } catch (error) {
        onError(error);
      }
    }
    const held = client;
    client = null;
    // Ending the session frees the lock; a broken connection just ends.
    await held?.end().catch(() => undefined);
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      if (leading && client) {
        await client.query('select 1');
        return;
      }
      if (!client) {
        const fresh = new pg.Client(pool.options);
        fresh.on('error', onError);
        client = fresh;
        await fresh.connect();
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey]);
      if (result.rows[0]?.locked && !stopped) {
        leading = true;
        await onLead();
      }
    } catch (error) {
      onError(error);
      await lose();
    }
  };

  const loop = () => {
    running = running.then(attempt);
    void running.then(() => {
      if (!stopped) timer = setTimeout(loop, retryMs);
    });
  };
  loop();

  return {
    isLeader: () => leading,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      if (client && leading) await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(onError);
      await lose();
    },
  };
}
