import type { Body, CallDef, PayloadIn } from '@demo/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api';

/**
 * Query options for a read call, keyed by the call's path and payload so that invalidating a path
 * refreshes every page of it.
 */
export function callQuery<C extends CallDef>(def: C, payload: PayloadIn<C>) {
  return queryOptions<Body<C>>({
    queryKey: [def.path, payload],
    queryFn: () => call(def, payload),
  });
}

/** Rows per page of every console table; the contract allows at most 100. */
export const PAGE_SIZE = 20;

/** A table shows its spinner only for loads slower than this, so quick local answers do not flicker. */
export const SPIN_DELAY_MS = 300;
