// Proves a request's logger (logger.ts `lazyRequestLogger`, Fastify's childLoggerFactory) binds the
// request id only when something is logged at an enabled level: a request that logs nothing costs no
// pino child, and one that logs still carries its id, through a real app too.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, lazyRequestLogger } from '../../src/logger';

function sink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the request logger', () => {
  it('makes no child until it logs at an enabled level, then one, with the request id', () => {
    const { lines, stream } = sink();
    const logger = createLogger('warn', stream);
    const child = vi.spyOn(logger, 'child');
    const log = lazyRequestLogger(logger, { reqId: 'req-1' }, {});
    log.info('not at warn');
    log.debug({ a: 1 }, 'nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.warn({ orderId: 7 }, 'first');
    log.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['req-1', 'first', 40],
      ['req-1', 'second', 50],
    ]);
    expect(lines[0]?.orderId).toBe(7);
  });

  it('gives a route with a level of its own a real child at once', () => {
    const logger = createLogger('warn', sink().stream);
    const child = vi.spyOn(logger, 'child');
    lazyRequestLogger(logger, { reqId: 'req-2' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("carries the request's id in a real app's error log", async () => {
    const { lines, stream } = sink();
    const app = Fastify({ loggerInstance: createLogger('info', stream), childLoggerFactory: lazyRequestLogger });
    app.get('/boom', async (request) => {
      request.log.error('handler failed');
      return { ok: true };
    });
    const reply = await app.inject({ method: 'GET', url: '/boom' });
    expect(reply.statusCode).toBe(200);
    const failed = lines.find((l) => l.msg === 'handler failed');
    expect(failed?.reqId).toBeTypeOf('string');
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)).toEqual([failed?.reqId]);
    await app.close();
  });
});
