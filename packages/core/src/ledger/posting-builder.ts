import { assert } from '../assert';
import type { Minor } from '../money';
import { type Account, accountKey, fxAccount, isVirtualAccount } from './accounts';
import type { EntryTypeValue } from './entry-types';
import type { Conversion, Transfer } from './transfer';

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
    assert(amountMinor >= 0n, `L4: leg ${leg} of ${this.#ctx.eventId} has a negative amount ${amountMinor}`);
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

  /**
   * Moves money that changes currency on the way (X2): `from` pays its currency's amount of
   * `conversion` into the `fx` account of that currency, and the `fx` account of the other currency
   * pays `to`. Both legs record the conversion. A leg whose two ends would be one account (demo money,
   * where `virtual_issuance` is both the desk and the counterpart) is left out; one currency on both
   * sides is a plain `move`.
   */
  convert(
    leg: string,
    from: Account,
    to: Account,
    conversion: Conversion,
    type: EntryTypeValue,
    remark?: string,
  ): this {
    // A conversion that rounds to nothing on either side moves nothing: a transfer is strictly positive.
    if (conversion.accountAmountMinor <= 0n || conversion.instrumentAmountMinor <= 0n) return this;
    if (from.currency === to.currency) {
      const amount =
        from.currency === conversion.accountCurrency ? conversion.accountAmountMinor : conversion.instrumentAmountMinor;
      return this.move(leg, from, to, amount, type, remark);
    }
    const set = isVirtualAccount(from) || isVirtualAccount(to) ? 'virtual' : 'real';
    const amountIn = (currency: string) =>
      currency === conversion.accountCurrency ? conversion.accountAmountMinor : conversion.instrumentAmountMinor;
    const deskIn = fxAccount(set, from.currency);
    const deskOut = fxAccount(set, to.currency);
    if (accountKey(deskIn) !== accountKey(from)) {
      this.#push(`${leg}`, from, deskIn, amountIn(from.currency), type, remark, conversion);
    }
    if (accountKey(deskOut) !== accountKey(to)) {
      this.#push(`${leg}-fx`, deskOut, to, amountIn(to.currency), type, remark, conversion);
    }
    return this;
  }

  #push(
    leg: string,
    from: Account,
    to: Account,
    amountMinor: Minor,
    type: EntryTypeValue,
    remark: string | undefined,
    conversion: Conversion,
  ): void {
    assert(amountMinor >= 0n, `L4: leg ${leg} of ${this.#ctx.eventId} has a negative amount ${amountMinor}`);
    if (amountMinor === 0n) return;
    this.#transfers.push({
      idempotencyId: `${this.#ctx.eventId}/${leg}`,
      debitAccount: from,
      creditAccount: to,
      amountMinor,
      type,
      ref: this.#ctx.ref,
      ...(remark === undefined ? {} : { remark }),
      conversion,
    });
  }

  build(): readonly Transfer[] {
    return [...this.#transfers];
  }
}
