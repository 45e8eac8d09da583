import { randomInt } from 'node:crypto';

/**
 * How the load generator talks to the server: form-encoded POSTs like the app's, each retried with
 * the same payload (and so the same `requestId`) until an envelope comes back. No answer (refused
 * connection, reset, time-out) means "maybe committed": the client must ask again rather than guess.
 */

export interface Envelope<B = unknown> {
  code: number;
  message: string;
  body: B;
}

/** One attempt's limit; a request that hangs this long is asked again. */
const ATTEMPT_TIMEOUT_MS = 30_000;
/**
 * How long one operation keeps asking before the run fails: several restarts, which take up to a
 * minute each on a loaded two-core machine, and a kill may catch the same slow call more than once.
 */
export const ANSWER_DEADLINE_MS = 600_000;
const BACKOFF_FIRST_MS = 50;
/** How long after an unanswered attempt a 429 may still mean "that attempt is in flight". */
const IN_FLIGHT_GRACE_MS = 60_000;
const BACKOFF_MAX_MS = 1_000;

export interface CallStats {
  /** Attempts that got no envelope (connection refused or reset, time-out). */
  unanswered: number;
  /** HTTP 5xx replies other than 503: a bug, whatever the load (docs/SPEC.md E1, E4). */
  serverErrors: Array<{ path: string; status: number; text: string }>;
  /** HTTP 503 with Retry-After: the server too busy to take the call, nothing changed (E11); asked again. */
  busy?: number;
}

export interface Answer<B> extends Envelope<B> {
  attempts: number;
}

export class ChaosClient {
  constructor(
    private readonly baseUrl: string,
    private readonly stats: CallStats,
    /** This client's address, as our proxy would pass it (TRUST_PROXY): per-IP limits see many clients. */
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  /** Asks until answered; `base` is `/api/smart/` or `/api/console/`. */
  async call<B = unknown>(
    path: string,
    payload: Record<string, string | number | boolean>,
    token: string | null,
    base: '/api/smart/' | '/api/console/' = '/api/smart/',
  ): Promise<Answer<B>> {
    const body = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]));
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': this.ip,
    };
    if (token) headers.token = token;
    return this.until(path, () =>
      fetch(`${this.baseUrl}${base}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      }),
    );
  }

  /** Uploads `bytes` as the one file of `upload/standard`, asking until answered. */
  async upload(token: string, bytes: Buffer, name: string, type: string): Promise<Answer<{ url: string }>> {
    return this.until('upload/standard', () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${this.baseUrl}/api/smart/upload/standard`, {
        method: 'POST',
        headers: { token, 'x-forwarded-for': this.ip },
        body: form,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
    });
  }

  /**
   * The payer approves a UPI payment on the simulated gateway's checkout page (docs/SPEC.md UP5),
   * asking until the page answers: the gateway then delivers its signed webhook to the server. A kill
   * between the gateway's record and the delivery leaves a payment the settlement check shows (UP7).
   */
  async approveUpi(checkoutUrl: string, vpa: string): Promise<number> {
    const startedMs = Date.now();
    for (let backoffMs = BACKOFF_FIRST_MS; ; backoffMs = Math.min(BACKOFF_MAX_MS, backoffMs * 2)) {
      try {
        const reply = await fetch(`${this.baseUrl}${checkoutUrl}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': this.ip },
          body: new URLSearchParams({ vpa, answer: 'approve' }),
          redirect: 'manual',
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        await reply.text();
        if (reply.status < 500) return reply.status;
      } catch {
        this.stats.unanswered += 1;
      }
      if (Date.now() - startedMs > ANSWER_DEADLINE_MS) throw new Error(`${checkoutUrl}: no answer`);
      await new Promise((resolve) => setTimeout(resolve, backoffMs));
    }
  }

  private async until<B>(path: string, attempt: () => Promise<Response>): Promise<Answer<B>> {
    const startedMs = Date.now();
    let backoffMs = BACKOFF_FIRST_MS;
    let lastFailure = '';
    /** When an earlier attempt went unanswered: the server may still be working on it. */
    let unansweredAtMs: number | null = null;
    for (let attempts = 1; ; attempts++) {
      try {
        const reply = await attempt();
        const text = await reply.text();
        if (reply.status === 503) {
          // E11: busy, so nothing was done; ask again after the wait the server named.
          this.stats.busy = (this.stats.busy ?? 0) + 1;
          lastFailure = `HTTP 503: ${text.slice(0, 200)}`;
          backoffMs = Math.max(backoffMs, Number(reply.headers.get('retry-after') ?? '1') * 1_000);
        } else if (reply.status >= 500) {
          this.stats.serverErrors.push({ path, status: reply.status, text: text.slice(0, 500) });
          lastFailure = `HTTP ${reply.status}: ${text.slice(0, 200)}`;
        } else {
          try {
            const envelope = JSON.parse(text) as Envelope<B>;
            // E10 refuses a retry while the attempt it repeats is still in flight on the server (429);
            // that attempt may yet commit, so only a later retry's answer (its replay) is the outcome.
            // A request cannot outlive its statements' timeouts by much: after the grace a 429 stands.
            if (envelope.code === 429 && unansweredAtMs !== null && Date.now() - unansweredAtMs < IN_FLIGHT_GRACE_MS) {
              lastFailure = 'a retry refused while its first attempt was still in flight';
            } else return { ...envelope, attempts };
          } catch {
            lastFailure = `HTTP ${reply.status}, not an envelope: ${text.slice(0, 200)}`;
          }
        }
      } catch (error) {
        this.stats.unanswered += 1;
        unansweredAtMs = Date.now();
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        lastFailure = `${error instanceof Error ? error.message : String(error)}${cause}`;
      }
      if (Date.now() - startedMs > ANSWER_DEADLINE_MS)
        throw new Error(
          `${path}: no answer within ${ANSWER_DEADLINE_MS} ms (${attempts} attempts; last: ${lastFailure})`,
        );
      await new Promise((resolve) => setTimeout(resolve, backoffMs));
      backoffMs = Math.min(BACKOFF_MAX_MS, backoffMs * 2);
    }
  }
}
