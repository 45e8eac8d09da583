import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { lastReconcile } from '../../ledger/reconcile-runs';
import type { Metrics } from './metrics';

/**
 * Liveness with a database round trip (a node that cannot reach PostgreSQL is not healthy),
 * readiness with the latest reconciliation of the ledger (D5), and metrics.
 */
export function registerHealth(app: FastifyInstance, db: Db, metrics: Metrics): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
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
    return reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(metrics.render());
  });
}
