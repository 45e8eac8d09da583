// Proves the socket frames of CONTRACT.md parse, bad frames are rejected with a message, and kline topics round-trip.
import { describe, expect, it } from 'vitest';
import {
  clientFrame,
  errorFrame,
  isKnownTopic,
  KLINE_PERIODS,
  klineTopic,
  PONG_FRAME,
  parseClientFrame,
  parseKlineTopic,
  serverFrame,
  TOPIC_FRONT,
  TOPIC_SINA,
} from '../src/index';

const order = {
  id: 1,
  orderNo: 'O1',
  code: 'BTCUSD',
  name: 'Bitcoin',
  market: 'crypto',
  direction: 'buy',
  priceType: 'market',
  buildPrice: '65000.00',
  price: null,
  hands: 1,
  handCount: 1,
  qty: '1',
  multiple: 10,
  stopLoss: null,
  takeProfit: null,
  trailingDistance: null,
  validUntil: null,
  validity: 'gtc',
  fee: '6.50',
  insurance: false,
  profit: '0.00',
  currentPrice: '65000.00',
  coverPrice: null,
  status: 'BUILD',
  closeReason: null,
  accountType: 'real',
  parentId: null,
  source: 'manual',
  buildTime: 1,
  commitTime: 1,
  coverTime: null,
  decimals: 2,
  instrumentCurrency: 'USD',
  currency: 'INR',
  margin: '2500.50',
  fxRate: '88.915950000000',
};

describe('client frames', () => {
  it('parses the four commands', () => {
    expect(parseClientFrame('{"cmd":"user","userId":7,"token":"abc"}')).toEqual({
      ok: true,
      frame: { cmd: 'user', userId: 7, token: 'abc' },
    });
    expect(clientFrame.parse({ cmd: 'subscribe', topic: TOPIC_FRONT })).toEqual({ cmd: 'subscribe', topic: 'front' });
    expect(clientFrame.parse({ cmd: 'unsubscribe', topic: 'market_kline_BTCUSD_1min' }).cmd).toBe('unsubscribe');
    expect(clientFrame.parse({ cmd: 'ping' })).toEqual({ cmd: 'ping' });
  });

  it('rejects bad frames with a message instead of throwing', () => {
    for (const text of ['not json', '{"cmd":"shout"}', '{"cmd":"user","userId":"7"}', '{"cmd":"subscribe"}']) {
      const result = parseClientFrame(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
    }
    expect(parseClientFrame('{"cmd":"subscribe","topic":"market_kline_BTCUSD_2min"}').ok).toBe(false);
    expect(parseClientFrame(`{"cmd":"subscribe","topic":"${'x'.repeat(200)}"}`).ok).toBe(false);
  });
});

describe('server frames', () => {
  it('parses user events, pong, error, quotes and candles', () => {
    expect(serverFrame.safeParse({ channel: 'user', content: { type: 'order', ...order } }).success).toBe(true);
    expect(
      serverFrame.safeParse({
        channel: 'user',
        content: { type: 'balance', balance: '10.00', balanceLocked: '0.00', virtualBalance: '100000.00' },
      }).success,
    ).toBe(true);
    expect(
      serverFrame.safeParse({ channel: 'user', content: { type: 'warning', accountType: 'real', marginLevel: '1.20' } })
        .success,
    ).toBe(true);
    expect(serverFrame.parse(PONG_FRAME)).toEqual({ channel: 'pong', content: null });
    expect(serverFrame.parse(errorFrame('bad frame'))).toEqual({ channel: 'error', content: { message: 'bad frame' } });
    expect(serverFrame.safeParse({ channel: TOPIC_SINA, content: [] }).success).toBe(true);
    const candle = { time: 1, open: '1', close: '1', high: '1', low: '1', volume: '0', code: 'BTCUSD', period: '1min' };
    expect(serverFrame.safeParse({ channel: 'market_kline_BTCUSD_1min', content: candle }).success).toBe(true);
  });

  it('rejects unknown channels and events', () => {
    expect(serverFrame.safeParse({ channel: 'user', content: { type: 'gift' } }).success).toBe(false);
    expect(serverFrame.safeParse({ channel: 'elsewhere', content: null }).success).toBe(false);
  });
});

describe('topics', () => {
  it('round-trips every period, also for codes with underscores', () => {
    for (const period of KLINE_PERIODS) {
      for (const code of ['BTCUSD', 'RELIANCE.NS', 'NIFTY_50']) {
        expect(klineTopic(code, period)).toBe(`market_kline_${code}_${period}`);
        expect(parseKlineTopic(klineTopic(code, period))).toEqual({ code, period });
      }
    }
  });

  it('knows the fixed topics and refuses others', () => {
    expect([TOPIC_FRONT, TOPIC_SINA].every(isKnownTopic)).toBe(true);
    for (const bad of ['market_kline_', 'market_kline__day', 'market_kline_BTCUSD', 'news', 'market_kline_X_hour']) {
      expect(isKnownTopic(bad), bad).toBe(false);
    }
  });
});
