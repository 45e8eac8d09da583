import { ApiError, BAD_REPLY, type CallOptions, createApiClient, NETWORK_FAILURE, saveFile } from '@demo/client';
import type { Body, CallDef, CallRef, CodeValue, PayloadIn } from '@demo/contract';
import { Code, codeMessages, NETWORK_TIMEOUT_MS, SESSION_END_CODES, uploadStandard } from '@demo/contract/refs';
import { currentLocale, i18n } from '../i18n';
import { isOffline } from './connectivity';
import { endSession } from './session-end';
import { useSession } from './session-store';
import { toast } from './toast';

/**
 * The customer app's side of the one API client (@demo/client, STYLE.md rule 10): a reply with a
 * code other than 200 is toasted (the server's message, or ours for the code) and rejected as
 * ApiError. Codes 280 and 281 end the session here, so no screen has to handle them; the sign-in
 * page then says why (A22), so they are not toasted. While the device is offline the banner says so
 * once, so failures to reach the server are not toasted either.
 */
export { ApiError, BAD_REPLY, type CallOptions, NETWORK_FAILURE };

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

/** The one error-to-toast path: every failure the caller did not ask to keep quiet is toasted. */
function reportFailure(error: ApiError, silent: boolean): void {
  if (silent || SESSION_END_CODES.includes(error.code)) return;
  if (error.code === NETWORK_FAILURE && isOffline()) return;
  toast(error.message, 'fail');
}

const client = createApiClient({
  headers,
  text: {
    network: (timedOut) => i18n.t(timedOut ? 'error.timeout' : 'error.network'),
    badReply: () => i18n.t('error.failed'),
    code: (code) => (isKnownCode(code) ? codeMessages[code][currentLocale()] : i18n.t('error.failed')),
  },
  onFailure: reportFailure,
  endsSession: (code) => SESSION_END_CODES.includes(code),
  onSessionEnd: endSession,
  checkReplies: false,
  timeoutMs: NETWORK_TIMEOUT_MS,
});

/**
 * Whether a detail call's failure means the id names nothing: the server answers an unknown id with
 * 404 naming the field (E2), which no retry can change.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.ABNORMAL_DATA;
}

/** The options of one call of the customer app. */
export interface WebCallOptions extends CallOptions {
  /**
   * The failures the caller answers on its screen as a prompt rather than an error (the sign-in's
   * "two-factor code required"): they are not toasted; every other failure is, as usual.
   */
  expected?: (error: ApiError) => boolean;
}

/** Makes one call of the contract; resolves with its body when the code is 200. */
export function call<C extends CallDef>(
  def: CallRef<C>,
  payload: PayloadIn<C>,
  options: WebCallOptions = {},
): Promise<Body<C>> {
  const { expected, ...rest } = options;
  if (!expected) return client.call(def, payload, rest);
  return client.call(def, payload, { ...rest, silent: true }).catch((error: unknown) => {
    if (error instanceof ApiError && !expected(error)) reportFailure(error, rest.silent === true);
    throw error;
  });
}

/** `upload/standard`: the same headers, envelope and toasts, as multipart with the field `file`. */
export async function uploadFile(
  file: Blob,
  name = 'image',
  options: CallOptions = {},
): Promise<Body<typeof uploadStandard>> {
  const form = new FormData();
  form.append('file', file, name);
  const body: unknown = await client.upload(uploadStandard, form, options);
  if (!body || typeof body !== 'object' || !('url' in body)) {
    const error = new ApiError(BAD_REPLY, i18n.t('error.failed'));
    if (!options.silent) toast(error.message, 'fail');
    throw error;
  }
  return body as Body<typeof uploadStandard>;
}

/**
 * Makes a file call (`balance/log/export`) and saves what it answers under `filename`, through a
 * temporary link; failures are toasted like any call's.
 */
export async function downloadFile<C extends CallDef>(
  def: CallRef<C>,
  payload: PayloadIn<C>,
  filename: string,
): Promise<void> {
  saveFile(await client.download(def, payload), filename);
}
