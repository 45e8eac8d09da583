import type { Minor } from '../money';
import type { Account } from './accounts';
import type { EntryTypeValue } from './entry-types';
import type { Transfer } from './transfer';

/**
 * What every posting rule needs to name its transfers: whose money, which currency, what caused it
 * (`ref`, e.g. `order:123`) and the business event (`eventId`, e.g. `order:123:open`). Each transfer's
 * idempotency id is `${eventId}/${leg}`, so replaying one event produces the same ids and a store
 * refuses the repeat.
 */
export interface PostingContext {
  readonly userId: number;
  readonly currency: string;
  readonly ref: string;
  readonly eventId: string;
}

/** Collects the legs of one posting; zero amounts are skipped because a transfer is strictly positive. */
export class PostingBuilder {
  readonly #ctx: PostingContext;
  readonly #transfers: Transfer[] = [];

  constructor(ctx: PostingContext) {
    this.#ctx = ctx;
  }

  /** Moves `amountMinor` from `from` to `to`. A negative amount is a bug in the calling rule. */
  move(leg: string, from: Account, to: Account, amountMinor: Minor, type: EntryTypeValue, remark?: string): this {
    if (amountMinor < 0n) throw new RangeError(`leg ${leg} of ${this.#ctx.eventId}: negative amount ${amountMinor}`);
    if (amountMinor === 0n) return this;
    this.#transfers.push({
      idempotencyId: `${this.#ctx.eventId}/${leg}`,
      debitAccount: from,
      creditAccount: to,
      amountMinor,
      type,
      ref: this.#ctx.ref,
      ...(remark === undefined ? {} : { remark }),
    });
    return this;
  }

  build(): readonly Transfer[] {
    return [...this.#transfers];
  }
}
