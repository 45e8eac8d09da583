import { Code } from '@demo/contract';
import { fail, ok, type Result } from '../../lib/result';
import { marketMessages } from './messages';

/**
 * `data/proxy`: fetches a page for the app, but only from hosts on this allow-list, so the server is
 * never an open proxy (no reaching internal addresses, no laundering requests). Empty by default;
 * add a host here, in code review, when the app needs one.
 */
export const PROXY_ALLOWED_HOSTS: readonly string[] = [];
/** The longest a proxied fetch may take. */
export const PROXY_TIMEOUT_MS = 5_000;
/** The largest proxied body, in bytes. */
export const PROXY_BODY_MAX_BYTES = 512 * 1024;

/**
 * The guarded fetcher: GETs `url` only when its host is on `allowedHosts`, refuses redirects (one
 * could lead off the list), gives up after PROXY_TIMEOUT_MS and reads at most PROXY_BODY_MAX_BYTES.
 * Answers the body as text, or null when any of that fails. `data/proxy` and the news importer use it.
 */
export async function guardedFetchText(url: string, allowedHosts: readonly string[]): Promise<string | null> {
  const parsed = new URL(url);
  if (!allowedHosts.includes(parsed.hostname.toLowerCase())) return null;
  try {
    const response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(PROXY_TIMEOUT_MS) });
    return response.ok ? await readBounded(response, PROXY_BODY_MAX_BYTES) : null;
  } catch {
    return null;
  }
}

export async function dataProxy(
  url: string,
  allowedHosts: readonly string[] = PROXY_ALLOWED_HOSTS,
): Promise<Result<unknown>> {
  const parsed = new URL(url);
  if (!allowedHosts.includes(parsed.hostname.toLowerCase()))
    return fail(Code.ABNORMAL_DATA, marketMessages.proxyHostRefused(parsed.hostname));
  const text = await guardedFetchText(url, allowedHosts);
  if (text === null) return fail(Code.ABNORMAL_DATA, marketMessages.proxyFailed);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return ok(text);
  }
}

/** The body as text, or null once it passes `maxBytes` (read no further, so memory stays bounded). */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
