import {
  type Body,
  type CallDef,
  Code,
  type CodeValue,
  codeMessages,
  NETWORK_TIMEOUT_MS,
  type PayloadIn,
  SESSION_END_CODES,
  uploadStandard,
  urlOf,
} from '@demo/contract';
import { loginPathFor } from '../app/route-guard';
import { currentLocale, i18n } from '../i18n';
import { formEncode } from './form-encode';
import { useSession } from './session-store';
import { toast } from './toast';

/**
 * The one API client (STYLE.md, rule 10). Every call is a form-encoded POST; a reply with a code
 * other than 200 is toasted (the server's message, or ours for the code) and rejected as ApiError.
 * Codes 280 and 281 end the session here, so no screen has to handle them.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes for failures that never reached the envelope. */
export const NETWORK_FAILURE = -1;
export const BAD_REPLY = -2;

export interface CallOptions {
  /** Do not toast the failure (the caller shows it some other way). */
  silent?: boolean;
  signal?: AbortSignal;
}

const APP_TYPE = 'h5';
const APP_ID = 'demo-web';

function headers(): Record<string, string> {
  const h: Record<string, string> = {
    timestamp: String(Date.now()),
    'app-type': APP_TYPE,
    'app-id': APP_ID,
    locale: currentLocale(),
  };
  const token = useSession.getState().token;
  if (token) h.token = token;
  return h;
}

function isKnownCode(code: number): code is CodeValue {
  return Object.hasOwn(codeMessages, code);
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) toast(error.message, 'fail');
  throw error;
}

function endSession(): void {
  useSession.getState().clear();
  const current = window.location.hash.replace(/^#/, '') || '/';
  if (!current.startsWith('/pages/login/')) window.location.hash = loginPathFor(current);
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  body?: unknown;
}

async function send(url: string, body: BodyInit, contentType: string | null, options: CallOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), NETWORK_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  const h = headers();
  if (contentType) h['content-type'] = contentType;
  let reply: Envelope;
  try {
    const res = await fetch(url, { method: 'POST', headers: h, body, signal: controller.signal });
    reply = (await res.json().catch(() => ({}))) as Envelope;
  } catch (e) {
    if (options.signal?.aborted) throw e;
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    return fail(new ApiError(NETWORK_FAILURE, i18n.t(timedOut ? 'error.timeout' : 'error.network')), options.silent);
  } finally {
    clearTimeout(timer);
  }
  if (typeof reply.code !== 'number') return fail(new ApiError(BAD_REPLY, i18n.t('error.failed')), options.silent);
  if (reply.code === Code.OK) return reply.body;
  const local = isKnownCode(reply.code) ? codeMessages[reply.code][currentLocale()] : i18n.t('error.failed');
  const message = typeof reply.message === 'string' && reply.message ? reply.message : local;
  if (SESSION_END_CODES.includes(reply.code)) endSession();
  return fail(new ApiError(reply.code, message), options.silent);
}

/** Makes one call of the contract; resolves with its body when the code is 200. */
export async function call<C extends CallDef>(
  def: C,
  payload: PayloadIn<C>,
  options: CallOptions = {},
): Promise<Body<C>> {
  const encoded = formEncode(payload as Record<string, unknown>);
  // The server validates the body against the same contract schema; the client trusts that shape.
  return (await send(urlOf(def), encoded, 'application/x-www-form-urlencoded', options)) as Body<C>;
}

/** `upload/standard`: the same headers, envelope and toasts, as multipart with the field `file`. */
export async function uploadFile(
  file: Blob,
  name = 'image',
  options: CallOptions = {},
): Promise<Body<typeof uploadStandard>> {
  const form = new FormData();
  form.append('file', file, name);
  // The browser sets the multipart boundary itself, so no content type is given here.
  const body = await send(urlOf(uploadStandard), form, null, options);
  if (!body || typeof body !== 'object' || !('url' in body))
    return fail(new ApiError(BAD_REPLY, i18n.t('error.failed')), options.silent);
  return body as Body<typeof uploadStandard>;
}
