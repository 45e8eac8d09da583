// Proves the wallet labels every balance record type (the 15 of the product and 16, a staff adjustment)
// in both languages, as the contract names them.
import { BALANCE_TYPE_VALUES, balanceTypeLabels } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { balanceTypeKey } from './RecordList';

describe('balance record types', () => {
  it('has an English and a Hindi label for every type matching the contract', () => {
    expect(BALANCE_TYPE_VALUES.length).toBeGreaterThanOrEqual(15);
    for (const type of BALANCE_TYPE_VALUES) {
      const key = balanceTypeKey(type)?.split('.')[1] as keyof typeof en.balanceType;
      expect(en.balanceType[key]).toBe(balanceTypeLabels[type].en);
      expect(hi.balanceType[key]).toBe(balanceTypeLabels[type].hi);
    }
    expect(balanceTypeKey(99)).toBeNull();
  });
});
