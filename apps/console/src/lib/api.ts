import { ApiError, BAD_REPLY, createApiClient, NETWORK_FAILURE, saveFile } from '@demo/client';
import { type Body, type CallDef, Code, consoleContentApi, NETWORK_TIMEOUT_MS, type PayloadIn } from '@demo/contract';
import { clearToken, readToken } from './session';

/**
 * The console's side of the one API client (@demo/client): it sends the staff token, checks every
 * reply against the contract, shows a failure's server message through the app's toast, and ends
 * the session on the codes that say it is gone.
 */
export { ApiError, BAD_REPLY, NETWORK_FAILURE };

const UNREADABLE_TEXT = 'The server sent a reply the console does not understand.';

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

const client = createApiClient({
  headers: () => {
    const headers: Record<string, string> = { locale: 'en', timestamp: String(Date.now()) };
    const token = readToken();
    if (token !== null) headers.token = token;
    return headers;
  },
  text: {
    network: () => 'Cannot reach the server. Check the connection and try again.',
    badReply: () => UNREADABLE_TEXT,
    code: (code) => `Request failed (code ${code})`,
  },
  onFailure: (error) => hooks.notifyError(error.message),
  // A public call (staff sign-in) answering 402 is a wrong password, not an ended session.
  endsSession: (code, def) => isSessionGone(code) && def.access === 'staff',
  onSessionEnd: () => {
    clearToken();
    hooks.onSessionEnd();
  },
  checkReplies: true,
  timeoutMs: NETWORK_TIMEOUT_MS,
});

/** Makes one staff call and returns its parsed body, or rejects with an ApiError already shown. */
export function call<C extends CallDef>(def: C, payload: PayloadIn<C>): Promise<Body<C>> {
  return client.call(def, payload);
}

/** `support/upload`: a picture for a support answer, sent as multipart with the field `file` (W13). */
export async function uploadSupportImage(file: Blob, name = 'image'): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const body: unknown = await client.upload(consoleContentApi.supportUpload, form);
  if (!body || typeof body !== 'object' || !('url' in body) || typeof body.url !== 'string') {
    const error = new ApiError(BAD_REPLY, UNREADABLE_TEXT);
    hooks.notifyError(error.message);
    throw error;
  }
  return body.url;
}

/**
 * Makes a file call (`user/statement`, `user/contract_note`) and hands its bytes to the browser as a
 * download named `filename`; a failure is shown like any other and rejects.
 */
export async function downloadFile<C extends CallDef>(def: C, payload: PayloadIn<C>, filename: string): Promise<void> {
  saveFile(await client.download(def, payload), filename);
}
