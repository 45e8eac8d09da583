import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Metrics } from './metrics';

/** Liveness with a database round trip (a node that cannot reach PostgreSQL is not healthy), and metrics. */
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
  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(metrics.render()),
  );
}
