// Proves the one money formatter works on decimal strings exactly (core's half-up rounding), with
// en-IN grouping, symbols, signs and colours.
import { COLOR_DOWN, COLOR_UP } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import {
  conversionParts,
  displayRate,
  formatDecimal,
  fxRateParts,
  groupIndian,
  moneyText,
  priceFormat,
  signColor,
} from '../src/money';

const text = (v: string, o?: Parameters<typeof formatDecimal>[1]) => formatDecimal(v, o).text;

describe('formatDecimal', () => {
  it('pads to 2 decimals by default', () => {
    expect(text('1234.5')).toBe('1,234.50');
    expect(text('0')).toBe('0.00');
    expect(text('7')).toBe('7.00');
  });

  it('groups the Indian way', () => {
    expect(text('1234567.891')).toBe('12,34,567.89');
    expect(groupIndian('123456789')).toBe('12,34,56,789');
    expect(groupIndian('999')).toBe('999');
  });

  it('rounds half-up without floating point error', () => {
    // 1.005 is 1.00499999... as a binary float; string arithmetic rounds it up as written.
    expect(text('1.005')).toBe('1.01');
    expect(text('1.004')).toBe('1.00');
    expect(text('999.995')).toBe('1,000.00');
    expect(text('0.125', { decimals: 2 })).toBe('0.13');
    expect(text('12345678901234567890.125')).toBe('1,23,45,67,89,01,23,45,67,890.13');
  });

  it('rounds negatives on their magnitude and keeps the sign', () => {
    expect(text('-1.005')).toBe('-1.01');
    expect(text('-1234.5')).toBe('-1,234.50');
    expect(formatDecimal('-0.001').sign).toBe(0);
    expect(text('-0.001')).toBe('0.00');
  });

  it('shows + on positives only when signed', () => {
    expect(text('5', { signed: true })).toBe('+5.00');
    expect(text('-5', { signed: true })).toBe('-5.00');
    expect(text('0', { signed: true })).toBe('0.00');
  });

  it('honours other decimal places', () => {
    expect(text('1.23456', { decimals: 4 })).toBe('1.2346');
    expect(text('1.5', { decimals: 0 })).toBe('2');
    expect(text('.5')).toBe('0.50');
  });

  it('answers -- for what is not a decimal', () => {
    expect(text('abc')).toBe('--');
    expect(text('')).toBe('--');
    expect(formatDecimal(null).text).toBe('--');
  });
});

describe('formatDecimal with a currency', () => {
  it('writes the symbol after the sign; lakh/crore only for rupees, thousands for the rest', () => {
    expect(formatDecimal('1234567.5', { currency: 'INR' }).text).toBe('₹12,34,567.50');
    expect(formatDecimal('-1234567.5', { currency: 'USD' }).text).toBe('-$1,234,567.50');
    expect(formatDecimal('105896', { currency: 'KRW', decimals: 0 }).text).toBe('₩105,896');
    expect(formatDecimal('2801', { currency: 'JPY', decimals: 0 }).text).toBe('¥2,801');
    expect(formatDecimal('12.5', { currency: 'HKD', signed: true }).text).toBe('+HK$12.50');
    expect(formatDecimal('1000', { currency: 'TWD' }).text).toBe('NT$1,000.00');
    expect(formatDecimal('999', { currency: 'XYZ' }).text).toBe('XYZ 999.00');
  });
});

describe('signColor', () => {
  it('red-up: a rise is red, a fall is green', () => {
    expect(signColor(1, 'red-up')).toBe(COLOR_UP);
    expect(signColor(-1, 'red-up')).toBe(COLOR_DOWN);
  });

  it('green-up flips the colours', () => {
    expect(signColor(1, 'green-up')).toBe(COLOR_DOWN);
    expect(signColor(-1, 'green-up')).toBe(COLOR_UP);
  });

  it('zero has no colour', () => {
    expect(signColor(0, 'red-up')).toBeUndefined();
  });
});
describe('priceFormat', () => {
  it('writes a Seoul price in won with thousands, a forex rate and index points without a symbol', () => {
    const won = priceFormat({ market: 'korea', currency: 'KRW' });
    expect(formatDecimal('105896', { decimals: 0, ...won }).text).toBe('₩105,896');
    const nifty = priceFormat({ market: 'indices', currency: 'INR' });
    expect(formatDecimal('2450012.5', { decimals: 2, ...nifty }).text).toBe('24,50,012.50');
    const yen = priceFormat({ market: 'forex', currency: 'JPY' });
    expect(formatDecimal('154123.456', { decimals: 3, ...yen }).text).toBe('154,123.456');
    const bitcoin = priceFormat({ market: 'crypto', currency: 'USD' });
    expect(formatDecimal('105000.5', { decimals: 2, ...bitcoin }).text).toBe('$105,000.50');
  });
});

describe('fxRateParts', () => {
  it('writes ₩1 = ₹0.05788 for a sign and 1 USDT = ₹85.3581 for a code, never the ledger’s 12 decimals', () => {
    expect(fxRateParts('KRW', 'INR', '0.057879853810')).toEqual({ from: '₩1', rate: '₹0.05788' });
    expect(fxRateParts('USDT', 'INR', '85.358055300000')).toEqual({ from: '1 USDT', rate: '₹85.3581' });
    expect(fxRateParts('USD', 'INR', '85.480000000000')).toEqual({ from: '$1', rate: '₹85.48' });
    expect(fxRateParts('USDT', 'INR', '84.8999')).toEqual({ from: '1 USDT', rate: '₹84.8999' });
  });

  it('rounds a shown rate half-up to four decimals or four significant digits', () => {
    expect(displayRate('85.222249999999')).toBe('85.2222');
    expect(displayRate('85.22225')).toBe('85.2223');
    expect(displayRate('0.000712345678')).toBe('0.0007123');
    expect(displayRate('1312.5')).toBe('1312.5');
    expect(displayRate('2')).toBe('2');
  });
});

describe('a conversion written for a sentence', () => {
  it('FR1: 100 USDT credited ₹8,489.99 reads 100.00 USDT → ₹8,489.99 at ₹84.8999', () => {
    const row = {
      channelAmount: '100.00',
      channelCurrency: 'USDT',
      accountAmount: '8489.99',
      accountCurrency: 'INR',
      rate: '84.899900',
    };
    expect(conversionParts(row)).toEqual({ paid: '100.00 USDT', credited: '₹8,489.99', rate: '₹84.8999' });
    expect(conversionParts({ ...row, channelCurrency: 'INR', rate: null })).toBeNull();
    expect(moneyText('1234567.5', 'USD')).toBe('$1,234,567.50');
  });
});
