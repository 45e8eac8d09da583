// The baseline server of `npm run bench server`: a bare Fastify 5 app, no plugins, run as its own
// process (as ours is) on PORT. `/healthz` answers the same JSON as ours; with REPLY_FILE, POST
// `/reply` answers that file's JSON object (serialised for every request, as ours serialises its
// replies), so a call of ours can be compared with a bare app sending the same bytes.
import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(formbody);
app.get('/healthz', async () => ({ status: 'ok' }));
const replyFile = process.env.REPLY_FILE;
if (replyFile) {
  const reply: unknown = JSON.parse(readFileSync(replyFile, 'utf8'));
  app.post('/reply', async () => reply);
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
