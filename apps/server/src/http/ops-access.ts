import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Who may read the operators' endpoints, `/metrics` and `/docs` (E6): anyone, the machine itself,
 * an allow-list of addresses and networks, or signed-in staff. Set by `OPS_ACCESS`: `any`, `local`,
 * `staff`, or a comma-separated list such as `local,10.0.0.0/8,192.0.2.7`. Production defaults to
 * `local`; development and tests to `any`. Anyone else gets the same 404 as an unknown path.
 */
export type OpsAccess =
  | { readonly kind: 'any' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'list'; readonly allowed: BlockList };

const OPS_PREFIXES = ['/metrics', '/docs'] as const;

function localAddresses(list: BlockList): void {
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
}

/** Parses `OPS_ACCESS`; a malformed entry throws with its text, so a typo stops the start. */
export function parseOpsAccess(text: string | undefined, production: boolean): OpsAccess {
  const value = (text ?? (production ? 'local' : 'any')).trim();
  if (value === 'any') return { kind: 'any' };
  if (value === 'staff') return { kind: 'staff' };
  const allowed = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    if (entry === 'local') {
      localAddresses(allowed);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`OPS_ACCESS: "${entry}" is not an address or network`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) allowed.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`OPS_ACCESS: "${entry}" has a bad prefix length`);
      allowed.addSubnet(address, prefix, type);
    }
  }
  return { kind: 'list', allowed };
}

function addressAllowed(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Guards the operators' endpoints; `isStaff` checks a staff token (for `staff`). */
export function guardOpsEndpoints(
  app: FastifyInstance,
  access: OpsAccess,
  isStaff: (token: string | undefined) => Promise<boolean>,
): void {
  if (access.kind === 'any') return;
  const refuse = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  // A plain callback hook: every request passes here, and only an operators' path does any work.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isOpsPath(request.url)) return done();
    if (access.kind !== 'staff') {
      if (addressAllowed(access.allowed, request.ip)) return done();
      return refuse(reply);
    }
    const token = request.headers.token;
    isStaff(typeof token === 'string' ? token : undefined).then(
      (allowed) => (allowed ? done() : refuse(reply)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** One year, with subdomains: browsers then never try plain http for this host again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security on replies that went out over TLS: the server's own, or a proxy's that
 * says so in X-Forwarded-Proto when the proxy is trusted (TRUST_PROXY). Over plain http the header
 * would be ignored at best, so it is not sent (a LAN address must keep working).
 */
export function sendHstsOverTls(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

/** Whether a request's URL is one of the operators' endpoints (or under one). */
function isOpsPath(url: string): boolean {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  return OPS_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
