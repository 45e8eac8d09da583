// Proves V8: the Hindi resources use one term per trading concept (the glossary's) and never an avoided
// spelling, and the data that arrives in English is named in Hindi (sectors, time zones, volumes).
import { describe, expect, it } from 'vitest';
import { antdHi } from './antd-hi';
import { compactVolume, FIXED_ZONES, GLOSSARY, SECTORS_HI, sectorName, zoneName } from './glossary';
import { hi } from './hi';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

const HINDI = [...strings(hi), ...strings(antdHi)];

describe('V8: the Hindi glossary', () => {
  for (const term of GLOSSARY) {
    it(`says "${term.hi}" for ${term.concept}, never ${term.avoid.join(' / ')}`, () => {
      const offending = HINDI.filter((s) => term.avoid.some((a) => s.includes(a)));
      expect(offending).toEqual([]);
    });
  }

  it('uses the chosen terms where the concepts appear', () => {
    const all = HINDI.join('\n');
    for (const word of ['पोज़ीशन', 'बिड', 'आस्क', 'ऑटो स्क्वेयर-ऑफ़', 'सिम्युलेटेड', 'लीवरेज', 'स्टॉप लॉस']) {
      expect(all).toContain(word);
    }
  });

  it('names every catalogue sector in Hindi', () => {
    expect(sectorName('Energy', 'hi')).toBe('ऊर्जा');
    expect(sectorName('Banks, Insurance', 'hi')).toBe('बैंक, बीमा');
    expect(sectorName('Energy', 'en')).toBe('Energy');
    expect(Object.values(SECTORS_HI).every((v) => /[\u0900-\u097F]/.test(v))).toBe(true);
  });

  it('names time zones and volumes in Hindi', () => {
    expect(zoneName('Asia/Kolkata', 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(zoneName('Asia/Kolkata', 'hi')).not.toContain('Asia/Kolkata');
    expect(zoneName('Not/AZone', 'hi')).toBe('Not/AZone');
    expect(compactVolume(11_500_000, 'hi')).toBe('1.15 करोड़');
    expect(compactVolume(250_000, 'hi')).toBe('2.50 लाख');
    expect(compactVolume(7_320, 'hi')).toBe('7.32 हज़ार');
    expect(compactVolume(1_700_000, 'en')).toBe('1.70M');
  });

  it('names the fixed-offset zones exactly as Intl does, in both languages, and asks Intl for the rest', () => {
    const intl = (zone: string, locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value;
    for (const zone of FIXED_ZONES) {
      expect(zoneName(zone, 'en')).toBe(intl(zone, 'en-IN'));
      expect(zoneName(zone, 'hi')).toBe(intl(zone, 'hi-IN'));
    }
    expect(zoneName('America/New_York', 'en')).toBe(intl('America/New_York', 'en-IN'));
  });
});
