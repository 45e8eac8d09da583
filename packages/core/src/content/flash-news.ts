import { type StoryMove, type StoryPrice, storyMove } from './market-stories';

/**
 * Market flash news a fresh install starts with (`data/sina_huanqiu`), in English and Hindi (SPEC
 * SW3). They read like wire headlines about the platform's simulated markets, and each one about a
 * move takes its words from the simulated price at its own instant, so a headline never says an
 * index opened higher while the app shows it down. Staff replace them with a real feed.
 */

type Words = { readonly en: string; readonly hi: string };

interface FlashStory {
  readonly subject: string;
  readonly source: Words;
  readonly titles: Readonly<Record<StoryMove, Words>>;
  readonly summary: Words;
}

const DESK: Words = { en: 'DEMO Markets Desk', hi: 'DEMO बाज़ार डेस्क' };
const COMMODITIES: Words = { en: 'DEMO Commodities', hi: 'DEMO कमोडिटी' };
const GLOBAL: Words = { en: 'DEMO Global', hi: 'DEMO ग्लोबल' };

const FLASH_STORIES: readonly FlashStory[] = [
  {
    subject: 'NIFTY50',
    source: DESK,
    titles: {
      rose: { en: 'Nifty trades higher in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी ऊपर' },
      fell: { en: 'Nifty trades lower in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी नीचे' },
      held: { en: 'Nifty flat in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी सपाट' },
    },
    summary: {
      en: 'The NIFTY 50 moves with its banks and IT heavyweights; the Sensex follows the same companies.',
      hi: 'निफ्टी 50 अपने बैंक और आईटी दिग्गजों के साथ चलता है; सेंसेक्स भी इन्हीं कंपनियों के साथ चलता है।',
    },
  },
  {
    subject: 'USDINR',
    source: DESK,
    titles: {
      rose: { en: 'Rupee weaker against the dollar', hi: 'डॉलर के मुकाबले रुपया कमज़ोर' },
      fell: { en: 'Rupee firmer against the dollar', hi: 'डॉलर के मुकाबले रुपया मज़बूत' },
      held: { en: 'Rupee steady against the dollar', hi: 'डॉलर के मुकाबले रुपया स्थिर' },
    },
    summary: {
      en: 'Dollar-priced trades from rupee accounts convert at this rate plus the published spread.',
      hi: 'रुपये वाले खातों से डॉलर में भाव वाले सौदे इसी दर और घोषित स्प्रेड पर बदलते हैं।',
    },
  },
  {
    subject: 'XAUUSD',
    source: COMMODITIES,
    titles: {
      rose: { en: 'Gold firms in simulated trade', hi: 'सिम्युलेटेड कारोबार में सोना मज़बूत' },
      fell: { en: 'Gold eases in simulated trade', hi: 'सिम्युलेटेड कारोबार में सोना नरम' },
      held: { en: 'Gold holds steady in simulated trade', hi: 'सिम्युलेटेड कारोबार में सोना स्थिर' },
    },
    summary: {
      en: 'Bullion is priced in US dollars; silver usually moves further in both directions.',
      hi: 'सोने का भाव अमेरिकी डॉलर में है; चाँदी आम तौर पर दोनों दिशाओं में ज़्यादा चलती है।',
    },
  },
  {
    subject: 'BTCUSD',
    source: { en: 'DEMO Crypto', hi: 'DEMO क्रिप्टो' },
    titles: {
      rose: { en: 'Bitcoin climbs in round-the-clock trade', hi: 'चौबीसों घंटे के कारोबार में बिटकॉइन चढ़ा' },
      fell: { en: 'Bitcoin drops in round-the-clock trade', hi: 'चौबीसों घंटे के कारोबार में बिटकॉइन फिसला' },
      held: { en: 'Bitcoin flat in round-the-clock trade', hi: 'चौबीसों घंटे के कारोबार में बिटकॉइन सपाट' },
    },
    summary: {
      en: 'Crypto trades every day of the week on the platform; Ether usually follows Bitcoin.',
      hi: 'प्लेटफ़ॉर्म पर क्रिप्टो हफ़्ते के हर दिन ट्रेड होता है; ईथर आम तौर पर बिटकॉइन के साथ चलता है।',
    },
  },
  {
    subject: 'USOIL',
    source: COMMODITIES,
    titles: {
      rose: { en: 'Crude oil rises; Brent keeps its premium', hi: 'कच्चा तेल चढ़ा; ब्रेंट का प्रीमियम बरक़रार' },
      fell: { en: 'Crude oil eases; Brent keeps its premium', hi: 'कच्चा तेल नरम; ब्रेंट का प्रीमियम बरक़रार' },
      held: { en: 'Crude oil steady; Brent keeps its premium', hi: 'कच्चा तेल स्थिर; ब्रेंट का प्रीमियम बरक़रार' },
    },
    summary: {
      en: 'WTI and Brent move together on the simulated market, Brent above WTI at every moment.',
      hi: 'सिम्युलेटेड बाज़ार में डब्ल्यूटीआई और ब्रेंट साथ चलते हैं, ब्रेंट हर पल डब्ल्यूटीआई से ऊपर।',
    },
  },
  {
    subject: 'SPX',
    source: GLOBAL,
    titles: {
      rose: { en: 'S&P 500 higher in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 ऊपर' },
      fell: { en: 'S&P 500 lower in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 नीचे' },
      held: { en: 'S&P 500 flat in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 सपाट' },
    },
    summary: {
      en: 'US shares trade during New York hours only; chipmakers are the most volatile group.',
      hi: 'अमेरिकी शेयर केवल न्यूयॉर्क के समय में ट्रेड होते हैं; चिप कंपनियाँ सबसे अस्थिर समूह हैं।',
    },
  },
  {
    subject: 'HSI',
    source: GLOBAL,
    titles: {
      rose: { en: 'Hang Seng higher in Hong Kong', hi: 'हांगकांग में हैंग सेंग ऊपर' },
      fell: { en: 'Hang Seng lower in Hong Kong', hi: 'हांगकांग में हैंग सेंग नीचे' },
      held: { en: 'Hang Seng flat in Hong Kong', hi: 'हांगकांग में हैंग सेंग सपाट' },
    },
    summary: {
      en: 'Hong Kong shares trade in two sessions with a lunch break on the platform.',
      hi: 'प्लेटफ़ॉर्म पर हांगकांग के शेयर दोपहर के अवकाश के साथ दो सत्रों में ट्रेड होते हैं।',
    },
  },
  {
    subject: 'KOSPI',
    source: GLOBAL,
    titles: {
      rose: { en: 'KOSPI higher in Seoul', hi: 'सियोल में कोस्पी ऊपर' },
      fell: { en: 'KOSPI lower in Seoul', hi: 'सियोल में कोस्पी नीचे' },
      held: { en: 'KOSPI flat in Seoul', hi: 'सियोल में कोस्पी सपाट' },
    },
    summary: {
      en: 'Korean shares are priced in won and converted into rupees at the feed’s rate when you trade.',
      hi: 'कोरियाई शेयरों के भाव वॉन में हैं और ट्रेड करते समय फ़ीड की दर पर रुपये में बदले जाते हैं।',
    },
  },
];

/** Gap between seeded headlines, so the list has a believable time order. */
export const FLASH_SPACING_MS = 17 * 60 * 1000;

/** A seeded headline, with the move it reports for a test to hold it to the prices. */
export interface SeededFlash {
  readonly locale: 'en' | 'hi';
  readonly title: string;
  readonly summary: string;
  readonly source: string;
  readonly publishedAt: Date;
  readonly claim: { readonly code: string; readonly move: StoryMove };
}

/**
 * The seeded headlines as of `nowMs`, newest first, one per story and language, each dated
 * `index × FLASH_SPACING_MS` back and titled by `storyMove` of its subject's simulated price at that
 * instant (SW3). A story whose subject has no price is left out.
 */
export function seededFlashNews(
  nowMs: number,
  priceOf: (code: string, atMs: number) => StoryPrice | null,
): SeededFlash[] {
  const out: SeededFlash[] = [];
  for (const [index, story] of FLASH_STORIES.entries()) {
    const atMs = nowMs - index * FLASH_SPACING_MS;
    const price = priceOf(story.subject, atMs);
    if (!price) continue;
    const move = storyMove(price.prevCloseTicks, price.priceTicks);
    for (const locale of ['en', 'hi'] as const) {
      out.push({
        locale,
        title: story.titles[move][locale],
        summary: story.summary[locale],
        source: story.source[locale],
        publishedAt: new Date(atMs),
        claim: { code: story.subject, move },
      });
    }
  }
  return out;
}
