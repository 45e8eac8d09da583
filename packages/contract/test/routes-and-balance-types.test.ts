// Proves the route table matches the specification's section 2 with the right login rule, and the 15 balance types have English and Hindi labels.
import { describe, expect, it } from 'vitest';
import {
  BALANCE_TYPE_VALUES,
  balanceTypeKeys,
  balanceTypeLabel,
  isBalanceType,
  PROTECTED_ROUTES,
  ROUTES,
  registerLink,
  requiresLogin,
} from '../src/index';

describe('routes', () => {
  it('holds the specification paths, each once', () => {
    const paths = Object.values(ROUTES);
    expect(paths).toHaveLength(45);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.login).toBe('/pages/login/login');
    expect(ROUTES.bseDetail).toBe('/pages/product/india/bse/india_detail');
  });

  it('protects the account area and feedback, and leaves markets and login public', () => {
    expect(requiresLogin(ROUTES.wallet)).toBe(true);
    expect(requiresLogin(ROUTES.credit)).toBe(true);
    expect(requiresLogin(`${ROUTES.bankAdd}?from=withdraw`)).toBe(true);
    expect(requiresLogin(ROUTES.feedback)).toBe(true);
    for (const open of [ROUTES.home, ROUTES.login, ROUTES.register, ROUTES.forex, ROUTES.usDetail, ROUTES.newsDetail]) {
      expect(requiresLogin(open), open).toBe(false);
    }
    expect(PROTECTED_ROUTES.filter((p) => p.startsWith('/pages/mine/'))).toHaveLength(17);
  });

  it('builds the share link of an invitation code', () => {
    expect(registerLink('K7P9XQ2M')).toBe('#/pages/login/register?code=K7P9XQ2M');
  });
});

describe('balance types', () => {
  it('numbers the 16 types 1..16 (16: the four-eyes balance adjustment) with a key and labels in both languages', () => {
    expect(BALANCE_TYPE_VALUES).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const type of BALANCE_TYPE_VALUES) {
      expect(balanceTypeKeys[type]).toMatch(/^balanceType\.[a-zA-Z]+$/);
      expect(balanceTypeLabel(type, 'en')).toMatch(/^[A-Z]/);
      expect(balanceTypeLabel(type, 'hi')).toMatch(/[\u0900-\u097F]/);
    }
    expect(new Set(Object.values(balanceTypeKeys)).size).toBe(16);
    expect(isBalanceType(16)).toBe(true);
    expect(isBalanceType(17)).toBe(false);
  });
});
