import { REQUEST_ID_PATTERN } from '@demo/contract/refs';

/**
 * Idempotency keys for the calls that move money (CONTRACT.md, "Retry safety"): `order/create`,
 * `order/cover`, `order/cancel`, `charge/charge`, `withdraw/withdraw`, and the offerings' `user_product_new/create`,
 * `user_product_chatgpt/create`, `user_product_group/create`. Each confirmation gets a fresh
 * requestId; sending that same confirmation again (a retry after a network failure, a double tap)
 * reuses it, so the server answers the first result instead of acting twice. Editing the request
 * and confirming again is a new confirmation and gets a new key.
 */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  const id = `web-${random().replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64);
  if (!REQUEST_ID_PATTERN.test(id)) throw new Error(`not a valid requestId: ${id}`);
  return id;
}

export interface RequestIdKeeper {
  /** The key of the current confirmation, created on first use. */
  current(): string;
  /** Starts a new confirmation: the next `current()` is a fresh key. */
  renew(): void;
}

export function requestIdKeeper(make: () => string = () => newRequestId()): RequestIdKeeper {
  let id: string | null = null;
  return {
    current() {
      id ??= make();
      return id;
    },
    renew() {
      id = null;
    },
  };
}

export interface ContentKeeper {
  /** The key of a request with this content: the same while the content is the same, until `renew()`. */
  idFor(content: string): string;
  /** After a success: the next request is a new one even with the same content. */
  renew(): void;
}

/**
 * Keys for a form: resubmitting the same content (after a timeout or an error) reuses the key, while
 * changed content, or anything after a success, is a new request. The content must leave out what
 * changes between retries of one request, such as a one-time code.
 */
export function contentKeeper(make: () => string = () => newRequestId()): ContentKeeper {
  let last: { content: string; id: string } | null = null;
  return {
    idFor(content) {
      if (last?.content !== content) last = { content, id: make() };
      return last.id;
    },
    renew() {
      last = null;
    },
  };
}

/**
 * The key of cancelling one order: a cancel is the same request however often it is sent, so a
 * repeat answers the first cancel instead of "not pending".
 */
export function cancelRequestId(orderId: number): string {
  return `web-cancel-${orderId}`;
}
