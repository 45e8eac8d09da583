import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type AccountFx, FX_SPREAD_BPS, type FxRate, formatRate, recordedRate } from '@demo/core';
import type { Deps } from '../../deps';
import { fxFromBook } from '../trading';

/**
 * Quoted rates for money moved in another currency than the account's (USDT, docs/SPEC.md X6). The
 * screen shows the rate before the customer confirms; the quote it got carries that rate, which way it
 * goes, for whom and until when, signed with a key derived from the data key (so every node checks it
 * alike and nobody can write a better rate into it). The recharge or withdrawal then converts at
 * exactly that rate, and records it.
 */

/** A quote is honoured this long after it was shown: long enough to fill a form, short enough to track the market. */
export const FX_QUOTE_TTL_MS = 2 * 60 * 1000;

/** `in`: money comes in (a recharge, converted at the receive rate); `out`: a payout (at the pay rate). */
export type QuoteDirection = 'in' | 'out';

export interface FxQuote {
  /** 1 unit of the channel's currency = `rate` units of the account's currency, spread included. */
  readonly rate: FxRate;
  readonly token: string;
  readonly expiresAtMs: number;
}

/** What a quote is for: whose, which way, which channel currency, from what into what. */
export interface QuoteSubject {
  readonly userId: number;
  readonly direction: QuoteDirection;
  readonly currencyId: number;
  /** The channel's currency (USDT). */
  readonly currency: string;
  /** The account's currency (INR). */
  readonly accountCurrency: string;
}

export interface FxQuoter {
  /** A fresh quote of the subject's currency into the account's, or null when the feed cannot price it. */
  quote(subject: QuoteSubject, nowMs: number): FxQuote | null;
  /** The rate a quote carries, when it is genuine, unexpired and for exactly this subject; else null. */
  verify(token: string, subject: QuoteSubject, nowMs: number): FxRate | null;
}

const TOKEN = /^(\d+(?:\.\d{1,12})?)~(\d{1,16})~([A-Za-z0-9_-]{43})$/;

export function createFxQuoter(dataKey: Buffer, market: Deps['market'], spreadBps: bigint = FX_SPREAD_BPS): FxQuoter {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'demo/fx-quote/v1', 32));
  const mac = (subject: QuoteSubject, rate: string, expiresAtMs: number) =>
    createHmac('sha256', key)
      .update(
        [
          subject.userId,
          subject.direction,
          subject.currencyId,
          subject.currency,
          subject.accountCurrency,
          rate,
          expiresAtMs,
        ].join(':'),
      )
      .digest('base64url');
  return {
    quote(subject, nowMs) {
      const fx: AccountFx | null = fxFromBook(market, subject.currency, subject.accountCurrency, spreadBps);
      if (fx === null) return null;
      // X3: a recharge receives rupees for its USDT (receive rate); a payout buys its USDT with rupees (pay rate).
      const rate = subject.direction === 'in' ? fx.receive : fx.pay;
      const expiresAtMs = nowMs + FX_QUOTE_TTL_MS;
      const text = formatRate(rate);
      return { rate, expiresAtMs, token: `${text}~${expiresAtMs}~${mac(subject, text, expiresAtMs)}` };
    },
    verify(token, subject, nowMs) {
      const m = TOKEN.exec(token);
      if (!m) return null;
      const [, rate = '', expires = '', signature = ''] = m;
      const expiresAtMs = Number(expires);
      if (expiresAtMs < nowMs || expiresAtMs > nowMs + FX_QUOTE_TTL_MS) return null;
      const expected = Buffer.from(mac(subject, rate, expiresAtMs));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const side = subject.direction === 'in' ? 'receive' : 'pay';
      return recordedRate(subject.currency, subject.accountCurrency, side, rate);
    },
  };
}
