import { describe, expect, it } from 'vitest';
import { describeDeadRows } from './dead-rows';

describe('the dead rows named after each load', () => {
  it('names the tables with the most dead rows, their live rows and vacuums, and the autovacuum setting', () => {
    const text = describeDeadRows({
      autovacuum: false,
      tables: [
        { table: 'ledger_house_pending', live: 2_012, dead: 100_878, vacuums: 0 },
        { table: 'orders', live: 41_200, dead: 33_567, vacuums: 4 },
      ],
    });
    expect(text).toBe(
      'dead rows after it: ledger_house_pending 100,878 (2,012 live, vacuumed 0×), orders 33,567 (41,200 live, vacuumed 4×); autovacuum OFF',
    );
  });

  it('says when there was nothing to name or the setting could not be read', () => {
    expect(describeDeadRows({ autovacuum: null, tables: [] })).toBe(
      'dead rows after it: no tables; autovacuum unknown',
    );
    expect(describeDeadRows({ autovacuum: true, tables: [] })).toBe('dead rows after it: no tables; autovacuum on');
  });
});
