// GC promotion under a read-only load (order/list) vs orders: does the request path retain?
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createBenchTrader, openDatabase } from '@demo/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../../e2e/support/server';

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const name = `probe_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
const server = await startServer(
  {
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ORDER_CREATE_LIMITS: 'off',
  },
  ['--max-semi-space-size=64', '--trace-gc-nvp', ...(process.env.ARGS ?? '').split(' ').filter(Boolean)],
);
const database = openDatabase(url);
try {
  const tokens: string[] = [];
  for (let i = 0; i < 20; i++)
    tokens.push((await createBenchTrader(database.db, { username: `p-${i}`, ttlMs: 86400000 })).token);
  for (const token of tokens) {
    const r = await fetch(`${server.baseUrl}/api/smart/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
      body: `code=DOGEUSD&direction=buy&priceType=market&hands=1&accountType=virtual&requestId=p-${randomBytes(6).toString('hex')}`,
    });
    if (!r.ok) throw new Error(await r.text());
  }
  let n = 0;
  const path = process.env.PATHX ?? '/api/smart/order/list';
  const body = process.env.BODY ?? 'status=%5B%22BUILD%22%5D&page=1&size=20&accountType=virtual';
  const mark = server.log().length;
  const result = await autocannon({
    url: server.baseUrl,
    connections: 20,
    duration: Number(process.env.DUR ?? 20),
    overallRate: Number(process.env.RATE ?? 600),
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/x-www-form-urlencoded', token: tokens[n++ % tokens.length]! },
          body,
        }),
      },
    ],
  });
  console.log(`${path}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, non2xx ${result.non2xx}`);
  const lines = server
    .log()
    .slice(mark)
    .split('\n')
    .filter((l) => l.includes('gc=s'));
  const num = (l: string, k: string) => Number(new RegExp(`${k}=([\\d.]+)`).exec(l)?.[1] ?? 0);
  const sum = (k: string) => lines.reduce((s, l) => s + num(l, k), 0);
  console.log(
    `scavenges ${lines.length}, pause ${sum('pause').toFixed(0)} ms, allocated ${(sum('allocated') / 1e6).toFixed(0)} MB, survived ${(sum('new_space_survived') / 1e6).toFixed(1)} MB, promoted ${(sum('promoted') / 1e6).toFixed(1)} MB`,
  );
  writeFileSync('/tmp/readgc.log', server.log());
} finally {
  await database.close();
  await server.stop();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
