import { type Body, type CallDef, Code, type PayloadIn, urlOf } from '@demo/contract';
import { toFormBody } from './form-encoding';
import { clearToken, readToken } from './session';

/**
 * The console's one API client. Every staff call goes through `call`: it form-encodes the payload,
 * sends the staff token, unwraps the `{code, message, body}` envelope, shows a failure's server
 * message, and ends the session on the codes that say it is gone.
 */

/** The code of an ApiError when the server could not be reached at all; worth one retry. */
export const UNREACHABLE = 0;
/** The code of an ApiError when the reply was not the envelope or broke the contract; a bug. */
export const UNREADABLE_REPLY = -1;
const UNREADABLE_TEXT = 'The server sent a reply the console does not understand.';

/** A failed call: the envelope's code and message, or one of the two local codes above. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The staff session is gone: expired, signed in elsewhere or password changed, or never there. */
const SESSION_GONE_CODES: readonly number[] = [Code.SESSION_EXPIRED, Code.SIGNED_IN_ELSEWHERE, Code.LOGIN_REQUIRED];

export function isSessionGone(code: number): boolean {
  return SESSION_GONE_CODES.includes(code);
}

interface ApiHooks {
  /** Shows a failure to the staff member; the app wires antd's message here. */
  notifyError: (text: string) => void;
  /** Runs after the token is cleared because the session is gone. */
  onSessionEnd: () => void;
}

const hooks: ApiHooks = {
  notifyError: (text) => console.error(text),
  onSessionEnd: () => {
    window.location.hash = '#/login';
  },
};

/** Lets the app route failures to its toast and session ends to its router. */
export function setApiHooks(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

interface Envelope {
  code: number;
  message: string;
  body: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

/** Makes one staff call and returns its parsed body, or rejects with an ApiError already shown. */
export async function call<C extends CallDef>(def: C, payload: PayloadIn<C>): Promise<Body<C>> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    locale: 'en',
    timestamp: String(Date.now()),
  };
  const token = readToken();
  if (token !== null) headers.token = token;

  let reply: unknown;
  try {
    const res = await fetch(urlOf(def), { method: 'POST', headers, body: toFormBody(payloadRecord(payload)) });
    reply = await res.json();
  } catch {
    return fail(UNREACHABLE, 'Cannot reach the server. Check the connection and try again.');
  }
  if (!isEnvelope(reply)) return fail(UNREADABLE_REPLY, UNREADABLE_TEXT);
  if (reply.code !== Code.OK) {
    if (isSessionGone(reply.code) && def.access === 'staff') {
      clearToken();
      hooks.onSessionEnd();
    }
    return fail(reply.code, reply.message || `Request failed (code ${reply.code})`);
  }
  const parsed = def.body.safeParse(reply.body);
  if (!parsed.success) {
    console.error(`Reply of ${def.path} does not match the contract`, parsed.error.issues);
    return fail(UNREADABLE_REPLY, UNREADABLE_TEXT);
  }
  // TypeScript loses the link between C['body'] and its parse result inside a generic; the value was
  // just parsed by exactly that schema, so it is Body<C>.
  return parsed.data as Body<C>;
}

function fail(code: number, text: string): never {
  hooks.notifyError(text);
  throw new ApiError(code, text);
}

function payloadRecord(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null ? { ...payload } : {};
}
