import { isIP } from 'node:net';

/**
 * Which proxies the server believes about the client's address (`TRUST_PROXY`): none, the nearest
 * `hops` of them, or those at the listed addresses and networks. Never "every hop": then anyone can
 * write `X-Forwarded-For: 127.0.0.1` and pass the local-only check of /metrics and /docs and every
 * per-address limit (E6).
 */
export type TrustProxy = false | number | string[];

/** Fastify's `trustProxy` option for one of ours. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify 5.12 refuses a bare hop count (it fails closed, since a count cannot tell a proxy from a
 * client that reached the port directly), so a count becomes a function that believes the nearest
 * `hops` hops; OPERATIONS.md says to use a count only where the port is reachable through the
 * proxies alone, and a list of their addresses everywhere else.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/** More proxies than this in front of one server is a typo, not a deployment. */
export const TRUST_PROXY_HOPS_MAX = 10;

const TRUST_ALL_REFUSED =
  'TRUST_PROXY=true would believe every hop of X-Forwarded-For, so anyone could pass for 127.0.0.1; ' +
  'write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) ' +
  'or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24)';

/** Parses `TRUST_PROXY`; `true` and a malformed entry throw a sentence naming the variable. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') throw new Error(`Invalid environment:\n  ${TRUST_ALL_REFUSED}`);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > TRUST_PROXY_HOPS_MAX)
      throw new Error(`Invalid environment:\n  TRUST_PROXY: ${hops} hops is more than ${TRUST_PROXY_HOPS_MAX}`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrNetwork(entry))
      throw new Error(
        `Invalid environment:\n  TRUST_PROXY: "${entry}" is not a hop count, an address or a network (10.0.1.0/24)`,
      );
  }
  return entries.length === 0 ? false : entries;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
