import { REQUEST_ID_PATTERN } from '@demo/contract';

/**
 * Idempotency keys for `order/create`. Each confirmation gets a fresh requestId; sending that same
 * confirmation again (a retry after a network failure, a double tap) reuses it, so the server
 * returns the first order instead of placing a second one. Editing the order and confirming again
 * is a new confirmation and gets a new key.
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
