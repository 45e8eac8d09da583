import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { groupCommitMetricLines } from '../../db/group-commit';
import { lastReconcile } from '../../ledger/reconcile-runs';
import type { Metrics } from './metrics';

/**
 * How long a database check answers for every /healthz: a prober or a load balancer asking a
 * thousand times a second costs PostgreSQL one `select 1` a second, and a node that lost its
 * database still turns unhealthy within this time.
 */
export const DATABASE_CHECK_FRESH_MS = 1_000;

/**
 * One check shared by concurrent callers and reused while fresh; a failure is never reused, so the
 * next caller checks again at once.
 */
export function sharedCheck(check: () => Promise<unknown>, freshMs: number, now = Date.now): () => Promise<void> {
  let passedAtMs = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return () => {
    if (now() - passedAtMs < freshMs) return Promise.resolve();
    running ??= check().then(
      () => {
        passedAtMs = now();
        running = null;
      },
      (error: unknown) => {
        running = null;
        throw error;
      },
    );
    return running;
  };
}

/**
 * Liveness with a database round trip (a node that cannot reach PostgreSQL is not healthy),
 * readiness with the latest reconciliation of the ledger (D5), and metrics.
 */
export function registerHealth(app: FastifyInstance, db: Db, metrics: Metrics): void {
  const databaseCheck = sharedCheck(() => db.execute(sql`select 1`), DATABASE_CHECK_FRESH_MS);
  app.get('/healthz', async (request, reply) => {
    try {
      await databaseCheck();
      return reply.code(200).send({ status: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  // Ready: the database answers. The latest reconciliation is reported, counts only: a difference
  // is an alarm for staff (metric and console), not a reason to take every node out of service.
  app.get('/readyz', async (request, reply) => {
    try {
      const run = await lastReconcile(db);
      return reply.code(200).send({
        status: run !== null && run.differences > 0 ? 'ledger_differences' : 'ok',
        reconcile: run === null ? null : { finishedAt: run.finishedAtMs, differences: run.differences },
      });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', async (request, reply) => {
    // The latest run may have been on another node: read it so every node's gauge agrees.
    await lastReconcile(db).catch((error: unknown) => request.log.warn({ err: error }, 'reconcile run unreadable'));
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .send(metrics.render(groupCommitMetricLines(db)));
  });
}
