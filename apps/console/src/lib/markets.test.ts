// Proves the market and exchange lists follow the contract and the create form's suggestions are valid.
import { consoleMarketsApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_CODES,
  EXCHANGE_OPTIONS,
  exchangeLook,
  MARKET_CODES,
  MARKET_OPTIONS,
  marketLabel,
  suggestedCurrency,
  suggestedExchange,
} from './markets';

const fields = consoleMarketsApi.productCreate.payload.shape;

describe('markets and exchanges', () => {
  it('offers exactly the contract codes', () => {
    expect(MARKET_OPTIONS.map((o) => o.value)).toEqual([...fields.market.options]);
    expect(EXCHANGE_OPTIONS.map((o) => o.value)).toEqual([...fields.exchange.options]);
  });

  it('suggests an exchange and a currency the contract accepts for every market', () => {
    for (const market of MARKET_CODES) {
      const exchange = suggestedExchange(market);
      expect(EXCHANGE_CODES).toContain(exchange);
      expect(fields.currency.safeParse(suggestedCurrency(exchange)).success).toBe(true);
    }
  });

  it('shows a code the console does not know as itself', () => {
    expect(marketLabel('india')).toBe('Indian stocks (NSE)');
    expect(marketLabel('mars')).toBe('mars');
    expect(exchangeLook('MOON')).toBeUndefined();
  });

  it('lets only crypto trade at weekends', () => {
    expect(EXCHANGE_CODES.filter((code) => exchangeLook(code)?.weekends)).toEqual(['CRYPTO']);
  });
});
