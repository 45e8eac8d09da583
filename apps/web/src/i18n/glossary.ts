import { SECTORS_HI, sectorNameHi } from '@demo/core';

/**
 * The Hindi glossary of the customer app: for each trading concept the one Hindi term the app uses, and
 * the spellings and wordings it must not (SPEC V8). `glossary.test.ts` fails when any Hindi resource
 * uses an avoided form. Also the Hindi names the app gives to data that arrives in English: sectors,
 * time zones and large volumes (हज़ार, लाख, करोड़).
 */
export interface GlossaryTerm {
  /** The concept, in English, as the English resources say it. */
  readonly concept: string;
  /** The chosen Hindi term. */
  readonly hi: string;
  /** Spellings or words that must not appear in the Hindi resources for this concept. */
  readonly avoid: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { concept: 'position', hi: 'पोज़ीशन', avoid: ['पोज़िशन', 'पोजीशन', 'पोजिशन'] },
  { concept: 'simulated (market, prices)', hi: 'सिम्युलेटेड', avoid: ['कृत्रिम', 'सिमुलेटेड'] },
  { concept: 'bid', hi: 'बिड', avoid: ['बोली'] },
  { concept: 'ask', hi: 'आस्क', avoid: ['माँग', 'मांग'] },
  { concept: 'forced cover (margin call close-out)', hi: 'ऑटो स्क्वेयर-ऑफ़', avoid: ['ज़बरन', 'जबरन'] },
  // "वास्तविक" is the Real account's word; realised P&L is what a trader calls booked.
  { concept: 'realised P&L', hi: 'बुक किया गया लाभ/हानि', avoid: ['वास्तविक लाभ'] },
  { concept: 'confirm password', hi: 'पासवर्ड दोबारा दर्ज करें', avoid: ['पुष्टि पासवर्ड'] },
  { concept: 'balance after', hi: 'लेन-देन के बाद शेष', avoid: ['बाद का शेष'] },
  { concept: 'lot size', hi: 'लॉट आकार', avoid: ['लॉट लॉट'] },
  { concept: 'linked (accounts)', hi: 'जुड़े खाते', avoid: ['जुड़े हुए'] },
  { concept: 'leverage', hi: 'लीवरेज', avoid: ['उत्तोलन'] },
  { concept: 'take profit', hi: 'टेक प्रॉफ़िट', avoid: ['टेक प्रॉफिट', 'लाभ लें'] },
  { concept: 'stop loss', hi: 'स्टॉप लॉस', avoid: ['स्टॉप-लॉस', 'हानि रोकें'] },
  { concept: 'NSE / BSE', hi: 'एनएसई / बीएसई', avoid: ['NSE', 'BSE'] },
];

/** The app's Hindi names of the sectors the instrument catalogue uses (kept in core, shared with the server). */
export { SECTORS_HI };

/** A sector (or a comma-separated list of them) in the locale; unknown names are kept as sent. */
export function sectorName(sectors: string, locale: string): string {
  return locale === 'hi' ? sectorNameHi(sectors) : sectors;
}

/** An IANA time zone ("Asia/Kolkata") as people say it in the locale ("भारतीय मानक समय"). */
export function zoneName(timeZone: string, locale: string): string {
  const fixed = FIXED_ZONE_NAMES[timeZone];
  if (fixed) return locale === 'hi' ? fixed.hi : fixed.en;
  try {
    const parts = zoneFormat(timeZone, locale === 'hi' ? 'hi-IN' : 'en-IN')
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return parts?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The names of the markets' zones that keep one offset all year, as `Intl` gives them (the test
 * checks): the first `Intl.DateTimeFormat` with a time zone loads the zone data, which cost a slow
 * phone about 80 ms on the product page. Zones with daylight saving (New York) still ask `Intl`.
 */
const FIXED_ZONE_NAMES: Readonly<Record<string, { en: string; hi: string }>> = {
  UTC: { en: 'Coordinated Universal Time', hi: 'समन्वित वैश्विक समय' },
  'Asia/Kolkata': { en: 'India Standard Time', hi: 'भारतीय मानक समय' },
  'Asia/Tokyo': { en: 'Japan Standard Time', hi: 'जापान मानक समय' },
  'Asia/Hong_Kong': { en: 'Hong Kong Standard Time', hi: 'हाँग काँग मानक समय' },
  'Asia/Seoul': { en: 'Korean Standard Time', hi: 'कोरियाई मानक समय' },
  'Asia/Taipei': { en: 'Taiwan Standard Time', hi: 'ताइपे मानक समय' },
};

/** The zones named without `Intl` (for the test that the names are Intl's). */
export const FIXED_ZONES: readonly string[] = Object.keys(FIXED_ZONE_NAMES);

/**
 * One formatter per zone and language: building an `Intl.DateTimeFormat` costs a slow phone tens of
 * milliseconds (it was most of the product page's day statistics), formatting with it next to
 * nothing. The name itself is still read at each call, so it follows daylight saving.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' });
    zoneFormats.set(key, format);
  }
  return format;
}

/**
 * A volume in a few characters: K, M, B in English; हज़ार, लाख, करोड़ in Hindi (1.15 करोड़, not 11.5M).
 */
export function compactVolume(volume: number, locale = 'en'): string {
  const units: [number, string][] =
    locale === 'hi'
      ? [
          [1e7, ' करोड़'],
          [1e5, ' लाख'],
          [1e3, ' हज़ार'],
        ]
      : [
          [1e9, 'B'],
          [1e6, 'M'],
          [1e3, 'K'],
        ];
  for (const [size, suffix] of units) if (volume >= size) return `${(volume / size).toFixed(2)}${suffix}`;
  return String(Math.round(volume));
}
