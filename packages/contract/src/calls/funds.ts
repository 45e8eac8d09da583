import { z } from 'zod';
import { defineCall } from '../call';
import {
  amount,
  decimalOut,
  id,
  idList,
  ignoredUserId,
  listOf,
  nullBody,
  optionalText,
  paging,
  requestId,
  text,
} from '../fields';
import { REMARK_LENGTH_MAX, WALLET_ADDRESS_PATTERN } from '../wire-values';
import { payPassword } from './account';
import { locale } from './content';
import { otp } from './security';

/** Funds: bank accounts, digital wallets, recharge and withdrawal (CONTRACT.md, "Funds"). */

/** Indian Financial System Code: 4 letters, a zero, 6 letters or digits (PRODUCT.md). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Bank account numbers in India are 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** Longest FX quote token (a rate, an instant and a signature, docs/SPEC.md X6), in characters. */
export const FX_QUOTE_TOKEN_LENGTH_MAX = 128;

export const channelType = z.enum(['bank', 'digital']);
export const chargeStatus = z.enum(['UNDER', 'PASS', 'REJECT']);
export const withdrawStatus = z.enum(['UNDER', 'PASS', 'REJECT', 'PAID']);

export const ifsc = z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'must be an IFSC code like SBIN0001234');
export const accountNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, 'must be 9-18 digits'));
export const walletAddress = z.string().trim().regex(WALLET_ADDRESS_PATTERN, 'must be a wallet address');

export const bank = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const bankFronts = defineCall({
  path: 'bank/fronts',
  access: 'public',
  summary: 'Banks a customer can pick when adding a bank account',
  payload: z.object({ locale }),
  body: z.array(bank),
});

export const userBank = z.object({
  id: z.number().int(),
  bankName: z.string(),
  address: z.string(),
  ifsc: z.string(),
  payee: z.string(),
  accountNumberMasked: z.string(),
});

export const userBankAll = defineCall({
  path: 'user_bank/all',
  access: 'user',
  summary: "The user's bank accounts, account numbers masked",
  payload: z.object({ userId: ignoredUserId }),
  body: z.array(userBank),
});

export const userBankInsert = defineCall({
  path: 'user_bank/insert',
  access: 'user',
  summary: 'Add a bank account (the number is encrypted at rest and only shown masked)',
  payload: z.object({
    userId: ignoredUserId,
    bankName: text(64),
    address: text(200),
    ifsc,
    payee: text(64),
    accountNumber,
    otp: otp.optional(),
  }),
  body: z.object({ id: z.number().int() }),
});

export const userBankRemove = defineCall({
  path: 'user_bank/remove',
  access: 'user',
  summary: 'Remove bank accounts by id',
  payload: z.object({ keys: idList(), userId: ignoredUserId }),
  body: nullBody,
});

export const userWallet = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  address: z.string(),
});

export const userAccountList = defineCall({
  path: 'user_account/list',
  access: 'user',
  summary: "The user's digital wallets",
  payload: z.object({ userId: ignoredUserId }),
  body: z.array(userWallet),
});

export const userAccountInsert = defineCall({
  path: 'user_account/insert',
  access: 'user',
  summary: 'Add a digital wallet for a withdrawal currency (channel)',
  payload: z.object({ userId: ignoredUserId, channelId: id(), address: walletAddress, otp: otp.optional() }),
  body: z.object({ id: z.number().int() }),
});

export const userAccountDelete = defineCall({
  path: 'user_account/delete',
  access: 'user',
  summary: 'Delete digital wallets by id',
  payload: z.object({ ids: idList(), userId: ignoredUserId }),
  body: nullBody,
});

export const outcomeChannel = z.object({ id: z.number().int(), name: z.string(), type: channelType });

export const outcomeChannelAvailable = defineCall({
  path: 'outcome_channel/available',
  access: 'user',
  summary: 'Withdrawal channels open now',
  payload: z.object({}),
  body: z.array(outcomeChannel),
});

export const outcomeCurrency = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  protocol: z.string(),
  /**
   * 1 unit of this currency = `rate` units of the account currency, spread included (the pay rate: a
   * payout buys this currency with the account's), from the feed now (docs/SPEC.md X6); "1" for the
   * account's own currency.
   */
  rate: decimalOut(),
  /** The signed quote of `rate`, for `withdraw/withdraw`; null for the account's own currency. */
  quote: z.string().nullable(),
  /** Until when (epoch ms) the quote is honoured; null with no quote. */
  quoteExpiresAt: z.number().int().nullable(),
});

export const outcomeCurrencyAvailable = defineCall({
  path: 'outcome_currency/available',
  access: 'user',
  summary: 'Withdrawal currencies (digital) with their protocol and rate',
  payload: z.object({}),
  body: z.array(outcomeCurrency),
});

export const incomeChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  type: channelType,
  needPassword: z.boolean(),
  minAmount: decimalOut(),
});

export const incomeChannelAvailable = defineCall({
  path: 'income_channel/available',
  access: 'user',
  summary: 'Recharge channels open now',
  payload: z.object({}),
  body: z.array(incomeChannel),
});

export const incomeCurrencyChannel = z.object({
  id: z.number().int(),
  currency: z.string(),
  protocol: z.string(),
  address: z.string(),
  qrCode: z.string().nullable(),
  /**
   * 1 unit of this currency = `rate` units of the account currency, spread included (the receive rate),
   * from the feed now (docs/SPEC.md X6); "1" for the account's own currency.
   */
  rate: decimalOut(),
  /** The signed quote of `rate`, for `charge/charge`; null for the account's own currency. */
  quote: z.string().nullable(),
  /** Until when (epoch ms) the quote is honoured; null with no quote. */
  quoteExpiresAt: z.number().int().nullable(),
});

export const incomeCurrencyChannelFrontList = defineCall({
  path: 'income_currency_channel/frontList',
  access: 'user',
  summary: 'Where to transfer for a recharge: currencies and addresses of a channel',
  payload: z.object({ channelId: id().optional() }),
  body: z.array(incomeCurrencyChannel),
});

export const incomeCurrencyChannelCheck = defineCall({
  path: 'income_currency_channel/check',
  access: 'user',
  summary: "Check a recharge channel's password; a wrong one answers code 404",
  payload: z.object({ id: id(), password: text(64) }),
  body: z.object({ ok: z.literal(true) }),
});

export const chargeCharge = defineCall({
  path: 'charge/charge',
  access: 'user',
  summary:
    'Submit a recharge with its transfer evidence; staff approve (type 1) or reject; a repeated requestId returns the first result',
  payload: z.object({
    userId: ignoredUserId,
    channelId: id(),
    type: channelType,
    currencyId: id().optional(),
    /** In the channel currency's units (USDT for a USDT channel); converted at `quote`'s rate (X6). */
    amount: amount(),
    /** The quote `income_currency_channel/frontList` gave, required for a currency other than the account's. */
    quote: text(FX_QUOTE_TOKEN_LENGTH_MAX).optional(),
    evidence: text(512),
    remark: optionalText(REMARK_LENGTH_MAX),
    requestId: requestId().optional(),
  }),
  body: z.object({ id: z.number().int(), status: chargeStatus }),
});

/** A conversion recorded on a recharge or withdrawal: the other currency's amount and the quoted rate (X6). */
export const fundsFx = z.object({
  /** ISO code of the currency transferred (`USDT`). */
  currency: z.string(),
  /** The amount in that currency. */
  amount: decimalOut(),
  /** 1 `currency` = `rate` of the account currency. */
  rate: decimalOut(),
});

/**
 * Both sides of a recharge or withdrawal (docs/SPEC.md FR1): the amount in the channel's currency
 * (what the reviewer finds on the chain or in the bank), the amount in the account's currency (what
 * is credited or debited) and the rate between them, all as recorded when the customer submitted it;
 * never recomputed at a later rate. Without a conversion both sides are the same and `rate` is null.
 */
export const fundsAmounts = {
  /** In `channelCurrency`: what was transferred in or is paid out. */
  channelAmount: decimalOut(),
  /** ISO code of the channel's currency (`USDT`), without its network. */
  channelCurrency: z.string(),
  /** In `accountCurrency`: what is (or would be) credited, or what is held and debited. */
  accountAmount: decimalOut(),
  /** ISO code of the account's currency (`INR`). */
  accountCurrency: z.string(),
  /** 1 `channelCurrency` = `rate` `accountCurrency`, as quoted at submission; null when nothing converts. */
  rate: decimalOut().nullable(),
};

export const charge = z.object({
  id: z.number().int(),
  /** In the account's currency: what is (or would be) credited. */
  amount: decimalOut(),
  /** The channel's currency as the customer picked it, with its network (`USDT TRC20`); not `amount`'s currency. */
  currency: z.string(),
  ...fundsAmounts,
  /** The amount transferred in another currency and the rate it converts at; null when none. */
  fx: fundsFx.nullable(),
  status: chargeStatus,
  evidence: z.string(),
  remark: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
});

export const chargeList = defineCall({
  path: 'charge/list',
  access: 'user',
  summary: "The user's recharges, newest first",
  payload: z.object({ userId: ignoredUserId, ...paging, type: channelType.optional() }),
  body: listOf(charge),
});

export const withdrawWithdraw = defineCall({
  path: 'withdraw/withdraw',
  access: 'user',
  summary:
    'Request a withdrawal; the amount is locked at once until staff pay (type 2) or reject (type 13); a repeated requestId returns the first result',
  payload: z.object({
    userId: ignoredUserId,
    type: channelType,
    accountId: id(),
    currencyId: id().optional(),
    /** In the payout currency's units (USDT for a USDT payout); held in the account's at `quote`'s rate (X6). */
    amount: amount(),
    /** The quote `outcome_currency/available` gave, required for a currency other than the account's. */
    quote: text(FX_QUOTE_TOKEN_LENGTH_MAX).optional(),
    remark: optionalText(REMARK_LENGTH_MAX),
    password: payPassword,
    otp: otp.optional(),
    requestId: requestId().optional(),
  }),
  body: z.object({ id: z.number().int(), status: withdrawStatus }),
});

export const withdrawal = z.object({
  id: z.number().int(),
  /** In the account's currency: what is held and paid out. */
  amount: decimalOut(),
  /** The amount paid out in another currency and the rate; null when none. */
  fx: fundsFx.nullable(),
  ...fundsAmounts,
  fee: decimalOut(),
  accountMasked: z.string(),
  status: withdrawStatus,
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
});

export const withdrawList = defineCall({
  path: 'withdraw/list',
  access: 'user',
  summary: "The user's withdrawals, newest first",
  payload: z.object({ userId: ignoredUserId, ...paging }),
  body: listOf(withdrawal),
});
