// Proves the call list is complete and consistent with CONTRACT.md: unique paths, the right access per call, and form-encoded strings parse to typed payloads.
import { describe, expect, it } from 'vitest';
import {
  chargeCharge,
  consoleCallList,
  customerCallList,
  dataCandlestick,
  orderCoverList,
  orderCreate,
  orderList,
  productDetail,
  urlOf,
  userAccountDelete,
  userBankInsert,
  userBankRemove,
  userProductChatgptList,
  userProductGroupList,
  userProductNewList,
  withdrawWithdraw,
} from '../src/index';

const PUBLIC_PATHS = [
  'config/setting',
  'about/visible',
  'notice/front',
  'category/front',
  'user/register',
  'user/sms',
  'access/user',
  'bank/fronts',
  'product_new/front',
  'product_new/detail',
  'product_group/info',
  'product_group/front',
  'customer/info',
  'user/forget/password',
  // ST5: whoever holds a statement (an accountant, a tax officer) checks its hash without an account.
  'statement/verify',
  // PF5: anyone checks the published root and total of the liabilities proof.
  'proof/liabilities',
];
const PUBLIC_PREFIXES = ['product/', 'data/', 'news/', 'product_chatgpt/'];

/** Every path CONTRACT.md names under "Calls". */
const CONTRACT_PATHS = `config/setting about/visible notice/front category/front user/sms user/register access/user
access/logout user/detail user/statisticsWallet user/update/profile user/update/password user/update/pay_password
user/update/credit user/institution/apply user/invite/info balance/log/list upload/standard bank/fronts user_bank/all
user_bank/insert user_bank/remove user_account/list user_account/insert user_account/delete outcome_channel/available
outcome_currency/available income_channel/available income_currency_channel/frontList income_currency_channel/check
charge/charge charge/list withdraw/withdraw withdraw/list product/front product/default product/detail product/basic
data/market data/depth data/candlestick data/indices/basic data/proxy data/sina_huanqiu data/sina_us_stock_market collect
collect/remove collect/all collect/detail collect/status order/create order/list order/cover/list order/count
order/list/source order/cancel order/cover product_new/front product_new/detail product_new/check
user_product_new/create user_product_new/list product_chatgpt/front product_chatgpt/detail
user_product_chatgpt/create user_product_chatgpt/list user_product_chatgpt/update/status product_group/info
user_product_group/create user_product_group/list user_product_group/pay news/front news/detail feedback/submit
customer/info`.split(/\s+/);

/** Calls the product adds beyond CONTRACT.md, each for a need an issue names. */
const EXTENSION_PATHS = [
  // Issue 3: several named watchlists that the customer can reorder.
  'collect/lists',
  'collect/list/create',
  'collect/list/rename',
  'collect/list/delete',
  'collect/list/reorder',
  'collect/reorder',
  // Issue 4: the demo account's reset action.
  'wallet/reset_demo',
  // Issue 5: the credit page shows a rejection's reason; the institution page shows its status.
  'user/credit/info',
  'user/institution/status',
  // Issue 10 (CONTRACT.md, "Beyond the seed"): two-factor sign-in, sessions, and the notices a new device makes.
  'user/totp/setup',
  'user/totp/enable',
  'user/totp/disable',
  'user/session/list',
  'user/session/revoke',
  'user/notice/list',
  // Issue 13: the group page lists every group purchase not yet closed (product_group/info names one).
  'product_group/front',
  // Issue 14: the customer's own feedback, notice read marks, and the support thread.
  'feedback/list',
  'notice/unread',
  'notice/read',
  'notice/read/all',
  'support/thread',
  'support/send',
  'support/read',
  // Issue 16: price alerts, analytics and the balance statement (CONTRACT.md, "Beyond the seed").
  'alert/create',
  'alert/list',
  'alert/remove',
  'alert/trigger/audit',
  'user/analytics',
  'balance/log/export',
  // Issue 16: editing an order's stop loss, take profit, trailing stop and limit price (docs/SPEC.md O12).
  'order/update',
  // Issue 16: the monthly statement as a printable page needs the month's opening and closing balance.
  'balance/statement',
  // Issue 17: forgot password, with a reset code from user/sms (docs/SPEC.md A20).
  'user/forget/password',
  // Issue 40: after turning two-factor on, every other device signed out in one tap (docs/SPEC.md A21).
  'user/session/revoke_others',
  // Issue 42: a partial close links to its position and back (docs/SPEC.md FL2).
  'order/family',
  // Issue 48 (CONTRACT.md Wave 3): UPI pay-in through a payment gateway (docs/SPEC.md UP1–UP8).
  'charge/upi/create',
  'charge/upi/status',
  // Issue 48: the customer's UPI payments, to restore one in progress and list them (UP11).
  'charge/upi/list',
  // Issue 46 (CONTRACT.md Wave 3): customer brakes, with the leverage cap and the risk disclosure.
  'brake/loss_limit/set',
  'brake/kill_switch',
  'brake/status',
  'brake/log',
  'brake/leverage_cap/set',
  'brake/disclosure/accept',
  // Issue 49 (CONTRACT.md Wave 3): chart drawings (DR1–DR5).
  'drawing/list',
  'drawing/save',
  'drawing/remove',
  // Issue 48 part 2 (CONTRACT.md Wave 3): recurring investments.
  'sip/create',
  'sip/list',
  'sip/pause',
  'sip/resume',
  'sip/cancel',
  'sip/instalments',
  // Issue 47 (CONTRACT.md, Wave 3): the P&L and ledger statement and the check of its hash (ST1–ST8).
  'statement/pnl',
  'statement/verify',
  // Issue 47: the day's contract notes, listed and downloaded (ST10–ST16).
  'statement/contract_notes',
  'statement/contract_note',
  // Issue 50 parts 1–2 (CONTRACT.md, Wave 3): fill receipts, the quote at a sequence, the trigger audit (RC).
  'order/receipt',
  'data/quote/at',
  'order/trigger/audit',
  // Issue 50 part 3 (CONTRACT.md, Wave 3): the liabilities proof (PF1–PF7).
  'proof/liabilities',
  'proof/mine',
  'proof/chain',
];

describe('call list', () => {
  it('has no two calls on the same URL', () => {
    const urls = [...customerCallList, ...consoleCallList].map(urlOf);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('holds every call of CONTRACT.md and nothing unnamed', () => {
    const paths = customerCallList.map((c) => c.path).sort();
    expect(paths).toEqual([...CONTRACT_PATHS, ...EXTENSION_PATHS].sort());
  });

  it('marks exactly the unprotected calls of CONTRACT.md as public', () => {
    for (const call of customerCallList) {
      const isPublic = PUBLIC_PATHS.includes(call.path) || PUBLIC_PREFIXES.some((p) => call.path.startsWith(p));
      expect({ path: call.path, access: call.access }).toEqual({
        path: call.path,
        access: isPublic ? 'public' : 'user',
      });
    }
  });

  it('gives every call a summary and customer calls no staff access', () => {
    for (const call of customerCallList) {
      expect(call.summary.length).toBeGreaterThan(5);
      expect(call.access).not.toBe('staff');
    }
  });
});

describe('form-encoded payloads', () => {
  it('parses size=-1 and a JSON status list on order lists', () => {
    const parsed = orderList.payload.parse({ userId: '7', status: '["BUILD"]', page: '1', size: '-1' });
    expect(parsed).toMatchObject({ status: ['BUILD'], page: 1, size: -1 });
    expect(orderList.payload.parse({}).status).toEqual(['QUEUED', 'CREATED', 'BUILD']);
    expect(orderCoverList.payload.parse({ size: '-1' }).size).toBe(-1);
  });

  it('accepts size -1 only on the lists that allow it', () => {
    for (const call of [userProductNewList, userProductChatgptList, userProductGroupList]) {
      expect(call.payload.safeParse({ size: '-1' }).success).toBe(true);
    }
    expect(chargeCharge.path).toBe('charge/charge');
    const chargeList = customerCallList.find((c) => c.path === 'charge/list');
    expect(chargeList?.payload.safeParse({ size: '-1' }).success).toBe(false);
    expect(chargeList?.payload.safeParse({ size: '101' }).success).toBe(false);
    expect(orderList.payload.safeParse({ size: '0' }).success).toBe(false);
  });

  it('rejects an unknown order status in the list', () => {
    expect(orderList.payload.safeParse({ status: '["OPEN"]' }).success).toBe(false);
    expect(orderList.payload.safeParse({ status: 'BUILD' }).success).toBe(false);
  });

  it('parses id lists from a JSON string or a list', () => {
    expect(userAccountDelete.payload.parse({ ids: '[3,4]' }).ids).toEqual([3, 4]);
    expect(userBankRemove.payload.parse({ keys: [5] }).keys).toEqual([5]);
    expect(userBankRemove.payload.parse({ keys: '["6"]' }).keys).toEqual([6]);
    expect(userBankRemove.payload.safeParse({ keys: '[]' }).success).toBe(false);
    expect(userBankRemove.payload.safeParse({ keys: '[3,3]' }).success).toBe(false);
    expect(userBankRemove.payload.safeParse({ keys: '[0]' }).success).toBe(false);
  });

  it('normalises a bank account: IFSC upper-cased, account number without spaces', () => {
    const parsed = userBankInsert.payload.parse({
      userId: '99',
      bankName: 'State Bank of India',
      address: 'MG Road, Bengaluru',
      ifsc: ' sbin0001234 ',
      payee: 'Asha Rao',
      accountNumber: '1234 5678 9012',
    });
    expect(parsed).toMatchObject({ ifsc: 'SBIN0001234', accountNumber: '123456789012' });
    expect(userBankInsert.payload.safeParse({ ...parsed, ifsc: 'SBIN1001234' }).success).toBe(false);
    expect(userBankInsert.payload.safeParse({ ...parsed, accountNumber: '12345678' }).success).toBe(false);
    expect(userBankInsert.payload.safeParse({ ...parsed, accountNumber: '1234567890123456789' }).success).toBe(false);
  });

  it('keeps amounts as decimal strings and rejects more than 2 decimals, zero and negatives', () => {
    const base = { type: 'bank', accountId: '3', password: '123456' };
    expect(withdrawWithdraw.payload.parse({ ...base, amount: '1500.50' }).amount).toBe('1500.50');
    expect(withdrawWithdraw.payload.parse({ ...base, amount: 250 }).amount).toBe('250');
    for (const bad of ['1.234', '0', '0.00', '-5', '1e3', 'abc', '']) {
      expect(withdrawWithdraw.payload.safeParse({ ...base, amount: bad }).success, bad).toBe(false);
    }
    expect(withdrawWithdraw.payload.safeParse({ ...base, amount: '10', password: '12345' }).success).toBe(false);
  });

  it('parses an order from form strings and requires a price on limit orders', () => {
    const parsed = orderCreate.payload.parse({
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: '2',
      insurance: '1',
      accountType: 'virtual',
      requestId: 'req-0001-abcd',
    });
    expect(parsed).toMatchObject({ code: 'BTCUSD', hands: 2, insurance: true, accountType: 'virtual' });
    const limit = orderCreate.payload.safeParse({ ...parsed, insurance: '0', priceType: 'limit' });
    expect(limit.success).toBe(false);
    expect(limit.error?.issues[0]?.path).toEqual(['price']);
    const noProduct = orderCreate.payload.safeParse({ direction: 'sell', hands: '1', requestId: 'req-0001-abcd' });
    expect(noProduct.error?.issues[0]?.path).toEqual(['code']);
    // The range of hands is a trading rule (602, O6); only the format is the contract's.
    expect(orderCreate.payload.safeParse({ ...parsed, insurance: '0', hands: '0' }).success).toBe(true);
    expect(orderCreate.payload.safeParse({ ...parsed, insurance: '0', hands: '1.5' }).success).toBe(false);
  });

  it('checks candle periods and the time window', () => {
    expect(dataCandlestick.payload.parse({ code: 'BTCUSD', period: 'session' }).period).toBe('session');
    expect(dataCandlestick.payload.safeParse({ code: 'BTCUSD', period: '2min' }).success).toBe(false);
    expect(dataCandlestick.payload.safeParse({ code: 'BTCUSD', period: 'day', from: '20', to: '10' }).success).toBe(
      false,
    );
  });

  it('looks a product up by code or key', () => {
    expect(productDetail.payload.parse({ key: 12 }).key).toBe('12');
    expect(productDetail.payload.safeParse({ market: 'us' }).success).toBe(false);
  });
});
