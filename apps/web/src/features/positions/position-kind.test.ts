// Proves holdings and intraday positions are told apart (issue 17): allotted and group shares are
// holdings, anything opened today (India time) is intraday, a 1× buy kept from an earlier day is a
// holding, and a leveraged one is carried forward.
import { describe, expect, it } from 'vitest';
import { positionKind } from './position-kind';

// 2026-11-24 04:00 UTC is 09:30 India time; 2026-11-23 18:00 UTC is 23:30 India time on the 23rd.
const NOW = Date.UTC(2026, 10, 24, 4, 0);
const TODAY_EARLY = Date.UTC(2026, 10, 23, 18, 45); // 00:15 India time on the 24th
const YESTERDAY = Date.UTC(2026, 10, 23, 18, 0);

describe('position kinds', () => {
  it('calls allotted new shares and group shares holdings, whenever they were opened', () => {
    expect(positionKind({ source: 'new_share', multiple: 1, buildTime: NOW, direction: 'buy' }, NOW)).toBe('holding');
    expect(positionKind({ source: 'group', multiple: 1, buildTime: YESTERDAY, direction: 'buy' }, NOW)).toBe('holding');
  });

  it('calls a position opened on the India day of now intraday, even just after midnight India time', () => {
    expect(positionKind({ source: 'manual', multiple: 10, buildTime: TODAY_EARLY, direction: 'sell' }, NOW)).toBe(
      'intraday',
    );
    expect(positionKind({ source: 'manual', multiple: 1, buildTime: NOW, direction: 'buy' }, NOW)).toBe('intraday');
  });

  it('calls an earlier day 1x buy a holding and an earlier leveraged one carried forward', () => {
    expect(positionKind({ source: 'manual', multiple: 1, buildTime: YESTERDAY, direction: 'buy' }, NOW)).toBe(
      'holding',
    );
    expect(positionKind({ source: 'manual', multiple: 5, buildTime: YESTERDAY, direction: 'buy' }, NOW)).toBe(
      'carried',
    );
    expect(positionKind({ source: 'ai', multiple: 1, buildTime: YESTERDAY, direction: 'sell' }, NOW)).toBe('carried');
  });
});
