// Proves the product form sends payloads the contract accepts, never a price on update, and checks
// what the contract leaves to the server (a start price's places, a volatility above zero).
import { consoleMarketsApi } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import {
  type CreateValues,
  editValuesOf,
  startPriceIssue,
  toCreatePayload,
  toUpdatePayload,
  volatilityIssue,
  volatilityPercent,
} from './product-form';

const form: CreateValues = {
  code: ' tcs.ns ',
  market: 'india',
  exchange: 'NSE',
  currency: 'inr',
  startPrice: ' 3850.50 ',
  name: ' Tata Consultancy Services ',
  nameHi: '  ',
  decimals: 2,
  handCount: 1,
  lever: 5,
  spreadTicks: 5,
  volatilityAnnual: '0.22',
  sector: 'IT services',
  sortOrder: null,
  reason: ' Listing requested by desk ',
};

const product: consoleMarketsApi.AdminProduct = {
  id: 42,
  code: 'TCS.NS',
  name: 'Tata Consultancy Services',
  market: 'india',
  type: 'india_stock',
  category: 'india',
  price: '3851.20',
  bid: '3851.15',
  ask: '3851.25',
  open: '3840.00',
  high: '3860.00',
  low: '3835.00',
  prevClose: '3838.00',
  change: '13.20',
  changeRate: '0.34',
  volume: '120000',
  decimals: 2,
  handCount: 1,
  lever: 5,
  tradable: true,
  timezone: 'Asia/Kolkata',
  exchange: 'NSE',
  currency: 'INR',
  suspended: false,
  spreadTicks: 5,
  volatilityAnnual: '0.22',
  sector: null,
  nameHi: 'टाटा कंसल्टेंसी सर्विसेज',
  sortOrder: 7,
};

describe('toCreatePayload', () => {
  it('trims, upper-cases codes and leaves out empty optional fields', () => {
    const payload = toCreatePayload(form);
    expect(payload).toMatchObject({
      code: 'TCS.NS',
      currency: 'INR',
      startPrice: '3850.50',
      name: 'Tata Consultancy Services',
    });
    expect(payload.nameHi).toBeUndefined();
    expect(payload.sortOrder).toBeUndefined();
    expect(payload.reason).toBe('Listing requested by desk');
  });

  it('builds a payload the contract accepts', () => {
    expect(consoleMarketsApi.productCreate.payload.safeParse(toCreatePayload(form)).success).toBe(true);
  });
});

describe('toUpdatePayload', () => {
  it('never carries a price and keeps the product decimals', () => {
    const payload = toUpdatePayload(product, {
      ...editValuesOf(product),
      decimals: 4,
      lever: 10,
      reason: 'Raise lever',
    });
    expect(Object.keys(payload)).not.toContain('startPrice');
    expect(Object.keys(payload)).not.toContain('price');
    expect(payload).toMatchObject({ id: 42, decimals: 2, lever: 10, sortOrder: 7 });
  });

  it('sends an emptied Hindi name as empty so the server clears it', () => {
    const payload = toUpdatePayload(product, { ...editValuesOf(product), nameHi: ' ', reason: 'No Hindi name' });
    expect(payload.nameHi).toBe('');
    expect(payload.sector).toBe('');
  });

  it('builds a payload the contract accepts from the product as it is', () => {
    const payload = toUpdatePayload(product, { ...editValuesOf(product), reason: 'Check' });
    expect(consoleMarketsApi.productUpdate.payload.safeParse(payload).success).toBe(true);
  });
});

describe('editValuesOf', () => {
  it('starts the edit form from the product, empty strings for missing texts', () => {
    expect(editValuesOf(product)).toMatchObject({ nameHi: 'टाटा कंसल्टेंसी सर्विसेज', sector: '', sortOrder: 7 });
  });
});

describe('checks beyond the contract', () => {
  it('wants a start price above zero with no more places than the decimals', () => {
    expect(startPriceIssue('3850.50', 2)).toBeNull();
    expect(startPriceIssue('3850.505', 2)).toBe('At most 2 decimal places');
    expect(startPriceIssue('12.5', 0)).toBe('Must be a whole number for 0 decimals');
    expect(startPriceIssue('0.00', 2)).toBe('Must be greater than 0');
    expect(startPriceIssue('-1', 2)).toBe('Must be greater than 0');
    expect(startPriceIssue('', 2)).toBeNull();
  });

  it('wants a volatility above zero', () => {
    expect(volatilityIssue('0.25')).toBeNull();
    expect(volatilityIssue('0')).toBe('Must be greater than 0');
    expect(volatilityIssue('abc')).toBeNull();
  });

  it('shows volatility as a percentage', () => {
    expect(volatilityPercent('0.28')).toBe('28%');
    expect(volatilityPercent('0.125')).toBe('12.5%');
    expect(volatilityPercent('1')).toBe('100%');
    expect(volatilityPercent('x')).toBeNull();
  });
});
