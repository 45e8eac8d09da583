import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from '../../e2e/support/server';
import { backendsCpuDeltaMs, backendsCpuMs, processCpuMs } from '../cpu';

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
const db = `idle_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${db}`);
const server = await startServer(
  {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  ['--max-semi-space-size=64', ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/profidle'] : [])],
);
await new Promise((r) => setTimeout(r, 15000));
for (let i = 0; i < 3; i++) {
  const s0 = processCpuMs(server.pid);
  const p0 = backendsCpuMs(db);
  await new Promise((r) => setTimeout(r, 10000));
  const s1 = processCpuMs(server.pid);
  const p1 = backendsCpuMs(db);
  console.log(
    `idle 10 s: server ${((s1! - s0!) / 10).toFixed(1)} ms/s, postgres backends ${(backendsCpuDeltaMs(p0!, p1!) / 10).toFixed(1)} ms/s`,
  );
}
await server.stop();
await admin.query(`drop database ${db} with (force)`);
await admin.end();
