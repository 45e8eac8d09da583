import type { Body, CallDef, CallRef, CallTarget, PayloadIn } from '@demo/contract';
import { Code, urlOf } from '@demo/contract/refs';
import { formEncode } from './form';

/**
 * The one API client of the web app and the console (STYLE.md, rule 10). Every call is a
 * form-encoded POST to the contract's path; the `{code, message, body}` envelope is unwrapped here,
 * and a reply with a code other than 200, an unreachable server or an unreadable reply rejects with
 * an ApiError that the app has already been told about (`onFailure`). Each app supplies only what
 * differs: its headers, its words for local failures, which codes end its session, and whether
 * replies are checked against the contract.
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

/** The code of an ApiError when the server could not be reached (or did not answer in time). */
export const NETWORK_FAILURE = -1;
/** The code of an ApiError when the reply was not the envelope or broke the contract. */
export const BAD_REPLY = -2;

export interface CallOptions {
  /** Do not report the failure (the caller shows it some other way). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** The headers of every call (token, locale, timestamp, app identity), read at each call. */
  headers(): Record<string, string>;
  /** The words for a failure: unreachable (timed out or not), an unreadable reply, a code without a message. */
  text: {
    network(timedOut: boolean): string;
    badReply(): string;
    code(code: number): string;
  };
  /** Told of every failure before it rejects; `silent` is the caller's wish not to show it. */
  onFailure(error: ApiError, silent: boolean): void;
  /** Whether this code, answered to this call, means the session is gone. */
  endsSession(code: number, def: CallRef): boolean;
  /** Runs once the session is gone (before the failure is reported), with the code and the refusal's body (its reason, A22). */
  onSessionEnd(code: number, body: unknown): void;
  /** Parse every reply body with the call's schema (a mismatch is BAD_REPLY); a call made by its ref has none to parse with. */
  checkReplies: boolean;
  /** A call that has not answered within this many milliseconds fails as unreachable. */
  timeoutMs: number;
}

export interface ApiClient {
  /** Makes one call of the contract; resolves with its body when the code is 200. */
  call<C extends CallDef>(def: CallTarget<C>, payload: PayloadIn<C>, options?: CallOptions): Promise<Body<C>>;
  /** Sends a multipart form (an upload) to a call's path, with the same headers, envelope and failures. */
  upload<C extends CallDef>(def: CallTarget<C>, form: FormData, options?: CallOptions): Promise<Body<C>>;
  /**
   * Makes a call whose success is a file (`CallDef.download`): resolves with its bytes; a failure
   * comes back in the envelope and is reported like any other call's.
   */
  download<C extends CallDef>(def: CallTarget<C>, payload: PayloadIn<C>, options?: CallOptions): Promise<Blob>;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  body?: unknown;
}

function isDefinition<C extends CallDef>(target: CallTarget<C>): target is C {
  return 'body' in target;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  function fail(error: ApiError, silent: boolean | undefined): never {
    config.onFailure(error, silent === true);
    throw error;
  }

  async function send<C extends CallDef>(
    def: CallTarget<C>,
    body: BodyInit,
    contentType: string | null,
    options: CallOptions,
  ): Promise<Body<C>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), config.timeoutMs);
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
    const headers = config.headers();
    // A multipart body sets its own content type with the boundary, so none is given for it.
    if (contentType) headers['content-type'] = contentType;
    let reply: Envelope;
    try {
      const res = await fetch(urlOf(def), { method: 'POST', headers, body, signal: controller.signal });
      const type = res.headers.get('content-type') ?? '';
      // A file call's success is the file itself; its failures still come as the JSON envelope.
      reply =
        def.download && res.ok && !type.startsWith('application/json')
          ? { code: Code.OK, body: await res.blob() }
          : ((await res.json().catch(() => ({}))) as Envelope);
    } catch (e) {
      if (options.signal?.aborted) throw e;
      const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
      return fail(new ApiError(NETWORK_FAILURE, config.text.network(timedOut)), options.silent);
    } finally {
      clearTimeout(timer);
    }
    if (typeof reply !== 'object' || reply === null || typeof reply.code !== 'number') {
      return fail(new ApiError(BAD_REPLY, config.text.badReply()), options.silent);
    }
    if (reply.code !== Code.OK) {
      const message = typeof reply.message === 'string' && reply.message ? reply.message : config.text.code(reply.code);
      if (config.endsSession(reply.code, def)) config.onSessionEnd(reply.code, reply.body);
      return fail(new ApiError(reply.code, message), options.silent);
    }
    // A file is not parsed: its schema describes the text the server wrote, and this is its bytes.
    if (!config.checkReplies || def.download || !isDefinition(def)) {
      // The server checks its replies against the same contract schema; this client trusts that shape.
      return reply.body as Body<C>;
    }
    const parsed = def.body.safeParse(reply.body);
    if (!parsed.success) {
      console.error(`Reply of ${def.path} does not match the contract`, parsed.error.issues);
      return fail(new ApiError(BAD_REPLY, config.text.badReply()), options.silent);
    }
    // TypeScript loses the link between C['body'] and its parse result inside a generic; the value
    // was just parsed by exactly that schema, so it is Body<C>.
    return parsed.data as Body<C>;
  }

  return {
    call: (def, payload, options = {}) =>
      send(def, formEncode(payload as Record<string, unknown>), 'application/x-www-form-urlencoded', options),
    upload: (def, form, options = {}) => send(def, form, null, options),
    download: async (def, payload, options = {}) => {
      const body: unknown = await send(
        def,
        formEncode(payload as Record<string, unknown>),
        'application/x-www-form-urlencoded',
        options,
      );
      if (!(body instanceof Blob)) return fail(new ApiError(BAD_REPLY, config.text.badReply()), options.silent);
      return body;
    },
  };
}
