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

export async function dataProxy(
  url: string,
  allowedHosts: readonly string[] = PROXY_ALLOWED_HOSTS,
): Promise<Result<unknown>> {
  const parsed = new URL(url);
  if (!allowedHosts.includes(parsed.hostname.toLowerCase()))
    return fail(Code.ABNORMAL_DATA, marketMessages.proxyHostRefused(parsed.hostname));
  try {
    // Redirects are refused: one could lead off the allow-list.
    const response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(PROXY_TIMEOUT_MS) });
    const text = response.ok ? await readBounded(response, PROXY_BODY_MAX_BYTES) : null;
    if (text === null) return fail(Code.ABNORMAL_DATA, marketMessages.proxyFailed);
    try {
      return ok(JSON.parse(text) as unknown);
    } catch {
      return ok(text);
    }
  } catch {
    return fail(Code.ABNORMAL_DATA, marketMessages.proxyFailed);
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
