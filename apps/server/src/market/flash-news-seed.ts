/**
 * Market flash news a fresh install starts with (`data/sina_huanqiu`), in English and Hindi. They
 * read like wire headlines but are written for this demo; staff replace them with a real feed.
 */
const HEADLINES: ReadonlyArray<{ locale: 'en' | 'hi'; title: string; summary: string; source: string }> = [
  {
    locale: 'en',
    title: 'Sensex, Nifty open higher as banks lead gains',
    summary: 'Private lenders rose in early trade while IT stocks were mixed ahead of quarterly results.',
    source: 'DEMO Markets Desk',
  },
  {
    locale: 'en',
    title: 'Rupee steady near 88 per dollar; importers seen buying',
    summary: 'Traders said the central bank was likely to smooth any sharp move in the currency.',
    source: 'DEMO Markets Desk',
  },
  {
    locale: 'en',
    title: 'Gold holds firm as traders await US inflation data',
    summary: 'Bullion traded in a narrow range with investors cautious before the consumer price report.',
    source: 'DEMO Commodities',
  },
  {
    locale: 'en',
    title: 'Bitcoin swings after record spot ETF inflows',
    summary: 'The largest cryptocurrency moved within a wide range as funds reported strong weekly inflows.',
    source: 'DEMO Crypto',
  },
  {
    locale: 'en',
    title: 'Wall Street futures edge up; chipmakers in focus',
    summary: 'Semiconductor shares were set to extend gains after upbeat guidance from a sector bellwether.',
    source: 'DEMO Global',
  },
  {
    locale: 'en',
    title: 'Hang Seng slips as property developers weigh',
    summary: 'Mainland developers fell on renewed funding concerns while tech shares were steady.',
    source: 'DEMO Global',
  },
  {
    locale: 'en',
    title: 'KOSPI rises on export data; Samsung Electronics gains',
    summary: 'Strong chip shipments lifted Seoul shares, with foreign investors net buyers.',
    source: 'DEMO Global',
  },
  {
    locale: 'en',
    title: 'Crude oil eases as OPEC+ signals steady output',
    summary: 'Brent and WTI futures dipped after producers indicated no change to supply targets.',
    source: 'DEMO Commodities',
  },
  {
    locale: 'hi',
    title: 'बैंक शेयरों की बढ़त से सेंसेक्स और निफ्टी ऊँचे खुले',
    summary: 'शुरुआती कारोबार में निजी बैंकों में तेज़ी रही, जबकि आईटी शेयर मिले-जुले रहे।',
    source: 'DEMO बाज़ार डेस्क',
  },
  {
    locale: 'hi',
    title: 'रुपया डॉलर के मुकाबले 88 के पास स्थिर',
    summary: 'व्यापारियों के अनुसार केंद्रीय बैंक किसी भी तेज़ उतार-चढ़ाव को संभाल सकता है।',
    source: 'DEMO बाज़ार डेस्क',
  },
  {
    locale: 'hi',
    title: 'अमेरिकी महँगाई के आँकड़ों से पहले सोना मज़बूत',
    summary: 'उपभोक्ता मूल्य रिपोर्ट से पहले निवेशक सतर्क रहे और सोना सीमित दायरे में रहा।',
    source: 'DEMO कमोडिटी',
  },
  {
    locale: 'hi',
    title: 'बिटकॉइन में तेज़ उतार-चढ़ाव, ईटीएफ में रिकॉर्ड निवेश',
    summary: 'फंडों में मज़बूत साप्ताहिक निवेश के बीच सबसे बड़ी क्रिप्टोकरेंसी बड़े दायरे में रही।',
    source: 'DEMO क्रिप्टो',
  },
  {
    locale: 'hi',
    title: 'ओपेक+ के स्थिर उत्पादन संकेत से कच्चा तेल नरम',
    summary: 'उत्पादकों द्वारा आपूर्ति लक्ष्य में बदलाव न करने के संकेत के बाद वायदा भाव फिसले।',
    source: 'DEMO कमोडिटी',
  },
];

/** Gap between seeded headlines, so the list has a believable time order. */
const SEED_SPACING_MS = 17 * 60 * 1000;

/** The seed rows, newest first, dated back from the moment of seeding. */
export function SEED_FLASH_NEWS(nowMs: number = Date.now()) {
  return HEADLINES.map((h, index) => ({ ...h, publishedAt: new Date(nowMs - (index % 8) * SEED_SPACING_MS) }));
}
