import { fieldLabel } from '@demo/contract';
import { type BrakeScope, formatIndiaTime, MARKETS } from '@demo/core';
import type { Localized } from '../../lib/result';

/** The scope of a switch in words: every market, or one market group by its name. */
function scopeWords(scope: BrakeScope): { en: string; hi: string } {
  if (scope === 'all') return { en: 'all markets', hi: 'सभी बाज़ार' };
  const market = MARKETS[scope];
  return { en: market.name, hi: market.nameHi };
}

/** Sentences of the brakes, in both locales (docs/SPEC.md BR3, BR6, BR8). */
export const brakeMessages = {
  /** BR3: the switch that stops the order, its scope and its end in India time. */
  killSwitchOn: (scope: BrakeScope, untilMs: number): Localized => {
    const until = formatIndiaTime(untilMs, 'YYYY-MM-DD HH:mm');
    const words = scopeWords(scope);
    return {
      en: `Trading is stopped by your kill switch (${words.en}) until ${until} India time`,
      hi: `आपके किल स्विच (${words.hi}) ने ${until} (भारतीय समय) तक ट्रेडिंग रोक दी है`,
    };
  },
  /** BR6: names the limit. */
  lossLimitReached: (limit: string): Localized => ({
    en: `Today's loss reached your daily loss limit of ${limit}: new orders are refused until midnight India time`,
    hi: `आज का नुकसान आपकी दैनिक नुकसान सीमा ${limit} तक पहुँच गया है: भारतीय समय आधी रात तक नए ऑर्डर स्वीकार नहीं होंगे`,
  }),
  /** BR8: names the lever field and the cap. */
  leverOverCap: (cap: string): Localized => ({
    en: `${fieldLabel('lever', 'en')} is above your leverage cap of ${cap}×`,
    hi: `${fieldLabel('lever', 'hi')} आपकी लीवरेज सीमा ${cap}× से अधिक है`,
  }),
  /** BR18: a leveraged order before the risk disclosure was accepted; says where to accept it. */
  disclosureNeeded: {
    en: 'Leveraged orders need your acceptance of the risk disclosure first: accept it in the order sheet or under Trading brakes, or trade at 1×',
    hi: 'लीवरेज वाले ऑर्डर से पहले जोखिम सूचना स्वीकार करनी होगी: इसे ऑर्डर शीट में या ट्रेडिंग ब्रेक में स्वीकार करें, या 1× पर ट्रेड करें',
  } satisfies Localized,
  amountDecimals: (currency: string, decimals: number): Localized => ({
    en: `${fieldLabel('amount', 'en')} must have at most ${decimals} decimals in ${currency}`,
    hi: `${fieldLabel('amount', 'hi')} में ${currency} के लिए अधिकतम ${decimals} दशमलव होने चाहिए`,
  }),
  capAboveProducts: (max: number): Localized => ({
    en: `${fieldLabel('cap', 'en')} must be at most ${max}, the highest leverage of any product`,
    hi: `${fieldLabel('cap', 'hi')} अधिकतम ${max} होनी चाहिए, जो किसी उत्पाद का सबसे ऊँचा लीवरेज है`,
  }),
} as const;
