import { INDIA_OFFSET_MS } from '../india-time';
import { formatPrice, ticks } from '../money';
import { articleEn as en, articleHi as hi, type SeedArticle, STEADY_ARTICLES } from './seed-articles';

/**
 * The seeded stories that report a price's move or a weekend (SPEC SW3, SW4). Their words are
 * chosen when they are seeded, from the simulated price at the story's own instant and the India
 * calendar, so a story never says NIFTY rose while the app shows it down, nor speaks of a weekend on
 * a Wednesday. The price comes in from the caller (the server's simulator, or a test's); this file
 * only decides the words.
 */

/** What a price did against the previous close, as a story may say it. */
export type StoryMove = 'rose' | 'fell' | 'held';

/** A move within ±0.10 % of the previous close is told as holding steady. */
export const STORY_FLAT_BPS = 10;

/**
 * The move of a price against the previous close (SW3): `rose` above +0.10 %, `fell` below −0.10 %,
 * else `held`. Prices in ticks of one instrument; a previous close of zero holds.
 */
export function storyMove(prevCloseTicks: bigint, priceTicks: bigint): StoryMove {
  if (prevCloseTicks <= 0n) return 'held';
  const changeBps10k = ((priceTicks - prevCloseTicks) * 100_000n) / prevCloseTicks; // tenths of a basis point
  if (changeBps10k > BigInt(STORY_FLAT_BPS) * 10n) return 'rose';
  if (changeBps10k < -BigInt(STORY_FLAT_BPS) * 10n) return 'fell';
  return 'held';
}

/** Whether `atMs` falls on a Saturday or a Sunday in India (SW4). */
export function isIndiaWeekend(atMs: number): boolean {
  const weekday = new Date(atMs + INDIA_OFFSET_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** An instrument's price at an instant, as the simulator shows it, in ticks. */
export interface StoryPrice {
  readonly priceTicks: bigint;
  readonly prevCloseTicks: bigint;
  readonly decimals: number;
}

type Words = { readonly en: string; readonly hi: string };

/** A story about one instrument's move: a title per move, and a paragraph that holds whatever it did. */
interface MovingStory {
  readonly key: string;
  readonly hoursAgo: number;
  readonly cover: string;
  readonly related: string[];
  readonly subject: string;
  readonly name: Words;
  readonly titles: Readonly<Record<StoryMove, Words>>;
  readonly explain: Words;
}

const MOVING_STORIES: readonly MovingStory[] = [
  {
    key: 'seed:nifty-banks-lead',
    hoursAgo: 1,
    cover: '/news-covers/india.svg',
    related: ['NIFTY50', 'HDFCBANK', 'ICICIBANK'],
    subject: 'NIFTY50',
    name: { en: 'NIFTY 50', hi: 'निफ्टी 50' },
    titles: {
      rose: { en: 'NIFTY 50 edges higher in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी 50 में बढ़त' },
      fell: { en: 'NIFTY 50 slips in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी 50 में गिरावट' },
      held: { en: 'NIFTY 50 holds steady in the simulated session', hi: 'सिम्युलेटेड सत्र में निफ्टी 50 स्थिर' },
    },
    explain: {
      en: '<p>The index opens and closes every trading day at the weighted value of its fifty simulated members, so banks such as HDFC Bank and ICICI Bank, its heaviest members, move it the most.</p>',
      hi: '<p>यह सूचकांक हर कारोबारी दिन अपने पचास सिम्युलेटेड सदस्यों के भारित मान पर खुलता और बंद होता है, इसलिए एचडीएफसी बैंक और आईसीआईसीआई बैंक जैसे सबसे भारी सदस्य इसे सबसे ज़्यादा हिलाते हैं।</p>',
    },
  },
  {
    key: 'seed:gold-safe-haven',
    hoursAgo: 7,
    cover: '/news-covers/commodities.svg',
    related: ['XAUUSD', 'XAGUSD'],
    subject: 'XAUUSD',
    name: { en: 'gold (XAUUSD)', hi: 'सोने (XAUUSD)' },
    titles: {
      rose: { en: 'Gold firms on the simulated market', hi: 'सिम्युलेटेड बाज़ार में सोने में मज़बूती' },
      fell: { en: 'Gold eases on the simulated market', hi: 'सिम्युलेटेड बाज़ार में सोने में नरमी' },
      held: { en: 'Gold holds its level on the simulated market', hi: 'सिम्युलेटेड बाज़ार में सोना स्थिर' },
    },
    explain: {
      en: '<p>Silver, which the simulator gives a higher volatility, usually moves further than gold in both directions. Both metals are priced in US dollars: a rupee account pays margin and fees converted at the feed’s rate plus the published spread.</p>',
      hi: '<p>चाँदी, जिसे सिम्युलेटर ज़्यादा अस्थिरता देता है, आम तौर पर दोनों दिशाओं में सोने से ज़्यादा चलती है। दोनों धातुओं के भाव अमेरिकी डॉलर में हैं: रुपये वाला खाता मार्जिन और शुल्क फ़ीड की दर और घोषित स्प्रेड पर बदलकर चुकाता है।</p>',
    },
  },
  {
    key: 'seed:rupee-dollar',
    hoursAgo: 9,
    cover: '/news-covers/forex.svg',
    related: ['USDINR'],
    subject: 'USDINR',
    name: { en: 'USDINR', hi: 'USDINR' },
    titles: {
      rose: { en: 'Rupee weakens against the dollar', hi: 'डॉलर के मुक़ाबले रुपया कमज़ोर' },
      fell: { en: 'Rupee firms against the dollar', hi: 'डॉलर के मुक़ाबले रुपया मज़बूत' },
      held: { en: 'Rupee trades in a tight band against the dollar', hi: 'डॉलर के मुक़ाबले रुपया सीमित दायरे में' },
    },
    explain: {
      en: '<p>For customers with rupee accounts this matters beyond forex: every trade in a dollar-priced instrument is converted at this rate plus the published spread. A stronger rupee makes the same dollar position cheaper in rupees; a weaker one does the opposite.</p>',
      hi: '<p>रुपये वाले खातों के लिए यह फ़ॉरेक्स से आगे भी मायने रखता है: डॉलर में भाव वाले हर सौदे का रूपांतरण इसी दर और घोषित स्प्रेड पर होता है। मज़बूत रुपया वही डॉलर पोज़िशन रुपये में सस्ती करता है; कमज़ोर रुपया इसका उल्टा।</p>',
    },
  },
  {
    key: 'seed:nvidia-nasdaq',
    hoursAgo: 11,
    cover: '/news-covers/us.svg',
    related: ['NDX', 'NVDA', 'AMD'],
    subject: 'NDX',
    name: { en: 'Nasdaq 100', hi: 'नैस्डैक 100' },
    titles: {
      rose: { en: 'Nasdaq 100 gains in the New York session', hi: 'न्यूयॉर्क सत्र में नैस्डैक 100 में बढ़त' },
      fell: { en: 'Nasdaq 100 falls in the New York session', hi: 'न्यूयॉर्क सत्र में नैस्डैक 100 में गिरावट' },
      held: { en: 'Nasdaq 100 little changed in the New York session', hi: 'न्यूयॉर्क सत्र में नैस्डैक 100 लगभग स्थिर' },
    },
    explain: {
      en: '<p>US shares trade only during New York hours on the platform. Outside the session a limit order queues for the next open as an after-market order; a market order waits for the session.</p>',
      hi: '<p>प्लेटफ़ॉर्म पर अमेरिकी शेयर केवल न्यूयॉर्क के समय में ट्रेड होते हैं। सत्र के बाहर लिमिट ऑर्डर आफ़्टर-मार्केट ऑर्डर बनकर अगले खुलने की कतार में लगता है; मार्केट ऑर्डर के लिए सत्र का इंतज़ार करें।</p>',
    },
  },
  {
    key: 'seed:tcs-infosys-results',
    hoursAgo: 18,
    cover: '/news-covers/india.svg',
    related: ['TCS', 'INFY', 'WIPRO'],
    subject: 'TCS',
    name: { en: 'TCS', hi: 'TCS' },
    titles: {
      rose: { en: 'TCS gains as IT shares find buyers', hi: 'आईटी शेयरों में ख़रीदारी से TCS में बढ़त' },
      fell: { en: 'TCS slips as traders book profits in IT', hi: 'आईटी शेयरों में मुनाफ़ावसूली से TCS में गिरावट' },
      held: { en: 'TCS flat as IT shares wait for results', hi: 'नतीजों के इंतज़ार में TCS सपाट' },
    },
    explain: {
      en: '<p>Stocks on the NSE trade from 09:15 to 15:30 India time on the platform, and not on exchange holidays.</p>',
      hi: '<p>प्लेटफ़ॉर्म पर एनएसई के शेयर भारतीय समय 09:15 से 15:30 तक ट्रेड होते हैं, और एक्सचेंज की छुट्टियों पर नहीं।</p>',
    },
  },
  {
    key: 'seed:euro-dollar',
    hoursAgo: 24,
    cover: '/news-covers/forex.svg',
    related: ['EURUSD', 'GBPUSD', 'EURGBP'],
    subject: 'EURUSD',
    name: { en: 'EURUSD', hi: 'EURUSD' },
    titles: {
      rose: { en: 'Euro firms against the dollar', hi: 'डॉलर के मुक़ाबले यूरो मज़बूत' },
      fell: { en: 'Euro eases against the dollar', hi: 'डॉलर के मुक़ाबले यूरो नरम' },
      held: { en: 'Euro steady against the dollar', hi: 'डॉलर के मुक़ाबले यूरो स्थिर' },
    },
    explain: {
      en: '<p>EURGBP is computed from EURUSD and GBPUSD at every instant, so when the euro and the pound move together it hardly moves. Forex trades from Monday 00:00 to Friday 22:00 UTC on the platform.</p>',
      hi: '<p>EURGBP हर पल EURUSD और GBPUSD से निकाला जाता है, इसलिए जब यूरो और पाउंड साथ चलते हैं तो वह मुश्किल से हिलता है। प्लेटफ़ॉर्म पर फ़ॉरेक्स सोमवार 00:00 से शुक्रवार 22:00 यूटीसी तक ट्रेड होता है।</p>',
    },
  },
  {
    key: 'seed:yen-nikkei',
    hoursAgo: 27,
    cover: '/news-covers/asia.svg',
    related: ['N225', 'USDJPY'],
    subject: 'N225',
    name: { en: 'Nikkei 225', hi: 'निक्केई 225' },
    titles: {
      rose: { en: 'Nikkei 225 rises in Tokyo', hi: 'टोक्यो में निक्केई 225 में बढ़त' },
      fell: { en: 'Nikkei 225 falls in Tokyo', hi: 'टोक्यो में निक्केई 225 में गिरावट' },
      held: { en: 'Nikkei 225 steady in Tokyo', hi: 'टोक्यो में निक्केई 225 स्थिर' },
    },
    explain: {
      en: '<p>Japanese shares are priced in yen, a currency without minor units: amounts are converted into your account’s currency at the feed’s rate.</p>',
      hi: '<p>जापानी शेयरों के भाव येन में हैं, जिस मुद्रा में छोटी इकाई नहीं होती: रक़म आपके खाते की मुद्रा में फ़ीड की दर पर बदली जाती है।</p>',
    },
  },
  {
    key: 'seed:kospi-samsung',
    hoursAgo: 30,
    cover: '/news-covers/asia.svg',
    related: ['KOSPI', 'USDKRW'],
    subject: 'KOSPI',
    name: { en: 'KOSPI', hi: 'कोस्पी' },
    titles: {
      rose: { en: 'KOSPI gains in Seoul', hi: 'सियोल में कोस्पी में बढ़त' },
      fell: { en: 'KOSPI slips in Seoul', hi: 'सियोल में कोस्पी में गिरावट' },
      held: { en: 'KOSPI steady in Seoul', hi: 'सियोल में कोस्पी स्थिर' },
    },
    explain: {
      en: '<p>Korean shares are priced in won: a ₩ price looks large, but it is converted into rupees at the feed’s rate when you trade.</p>',
      hi: '<p>कोरियाई शेयरों के भाव वॉन में हैं: ₩ में भाव बड़ा दिखता है, पर ट्रेड करते समय फ़ीड की दर पर रुपये में बदला जाता है।</p>',
    },
  },
  {
    key: 'seed:hang-seng-tech',
    hoursAgo: 33,
    cover: '/news-covers/asia.svg',
    related: ['HSI', '0700', '9988'],
    subject: 'HSI',
    name: { en: 'Hang Seng', hi: 'हैंग सेंग' },
    titles: {
      rose: { en: 'Hang Seng rises in Hong Kong', hi: 'हांगकांग में हैंग सेंग में बढ़त' },
      fell: { en: 'Hang Seng falls in Hong Kong', hi: 'हांगकांग में हैंग सेंग में गिरावट' },
      held: { en: 'Hang Seng steady in Hong Kong', hi: 'हांगकांग में हैंग सेंग स्थिर' },
    },
    explain: {
      en: '<p>Hong Kong shares such as Tencent and Alibaba trade during HKEX hours, with a lunch break, on the platform.</p>',
      hi: '<p>प्लेटफ़ॉर्म पर टेनसेंट और अलीबाबा जैसे हांगकांग के शेयर हांगकांग एक्सचेंज के समय में, दोपहर के अवकाश के साथ, ट्रेड होते हैं।</p>',
    },
  },
  {
    key: 'seed:apple-microsoft',
    hoursAgo: 40,
    cover: '/news-covers/us.svg',
    related: ['SPX', 'AAPL', 'MSFT'],
    subject: 'SPX',
    name: { en: 'S&P 500', hi: 'एसएंडपी 500' },
    titles: {
      rose: { en: 'S&P 500 climbs in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 में बढ़त' },
      fell: { en: 'S&P 500 retreats in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 में गिरावट' },
      held: { en: 'S&P 500 idles in New York', hi: 'न्यूयॉर्क में एसएंडपी 500 सुस्त' },
    },
    explain: {
      en: '<p>You can follow Apple and Microsoft on your watchlist and get a price alert when either crosses a level you choose.</p>',
      hi: '<p>आप एप्पल और माइक्रोसॉफ़्ट को अपनी वॉचलिस्ट में रख सकते हैं और किसी भी चुने स्तर को पार करने पर प्राइस अलर्ट पा सकते हैं।</p>',
    },
  },
  {
    key: 'seed:copper-industrial',
    hoursAgo: 52,
    cover: '/news-covers/commodities.svg',
    related: ['COPPER', 'PLATINUM'],
    subject: 'COPPER',
    name: { en: 'copper', hi: 'ताँबे' },
    titles: {
      rose: { en: 'Copper firms on the simulated metals board', hi: 'सिम्युलेटेड धातु बाज़ार में ताँबे में मज़बूती' },
      fell: { en: 'Copper eases on the simulated metals board', hi: 'सिम्युलेटेड धातु बाज़ार में ताँबे में नरमी' },
      held: { en: 'Copper steady on the simulated metals board', hi: 'सिम्युलेटेड धातु बाज़ार में ताँबा स्थिर' },
    },
    explain: {
      en: '<p>Metal prices on the platform are in US dollars and converted for rupee accounts when you trade.</p>',
      hi: '<p>प्लेटफ़ॉर्म पर धातुओं के भाव अमेरिकी डॉलर में हैं और ट्रेड करते समय रुपये वाले खातों के लिए बदले जाते हैं।</p>',
    },
  },
  {
    key: 'seed:taiex-chips',
    hoursAgo: 64,
    cover: '/news-covers/asia.svg',
    related: ['TWII', 'USDTWD'],
    subject: 'TWII',
    name: { en: 'TAIEX', hi: 'ताइवान भारित सूचकांक' },
    titles: {
      rose: { en: 'TAIEX gains in Taipei', hi: 'ताइपे में ताइवान भारित सूचकांक में बढ़त' },
      fell: { en: 'TAIEX slips in Taipei', hi: 'ताइपे में ताइवान भारित सूचकांक में गिरावट' },
      held: { en: 'TAIEX steady in Taipei', hi: 'ताइपे में ताइवान भारित सूचकांक स्थिर' },
    },
    explain: {
      en: '<p>Taiwanese shares trade during Taipei hours on the platform and are priced in Taiwan dollars.</p>',
      hi: '<p>प्लेटफ़ॉर्म पर ताइवान के शेयर ताइपे के समय में ट्रेड होते हैं और उनके भाव ताइवान डॉलर में हैं।</p>',
    },
  },
];

/** The percentage change with two decimals and no sign, from ticks (half-up). */
function percent(prevCloseTicks: bigint, priceTicks: bigint): string {
  const diff = priceTicks - prevCloseTicks;
  const magnitude = diff < 0n ? -diff : diff;
  const hundredths = (magnitude * 20_000n + prevCloseTicks) / (2n * prevCloseTicks);
  return formatPrice(ticks(hundredths), 2);
}

/** A price for prose: its whole part grouped in thousands, as a wire story writes it. */
function grouped(value: bigint, decimals: number): string {
  const [whole = '', fraction] = formatPrice(ticks(value), decimals).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** The summary of a move in each language, with the figures (SW3). */
function moveSummary(story: MovingStory, move: StoryMove, price: StoryPrice): Words {
  const pct = percent(price.prevCloseTicks, price.priceTicks);
  const now = grouped(price.priceTicks, price.decimals);
  const before = grouped(price.prevCloseTicks, price.decimals);
  const en = {
    rose: `The simulated ${story.name.en} stood at ${now}, up ${pct} % on the previous close of ${before}.`,
    fell: `The simulated ${story.name.en} stood at ${now}, down ${pct} % on the previous close of ${before}.`,
    held: `The simulated ${story.name.en} stood at ${now}, within ${pct} % of the previous close of ${before}.`,
  }[move];
  const hi = {
    rose: `सिम्युलेटेड ${story.name.hi} का भाव ${now} रहा, पिछले बंद ${before} से ${pct}% ऊपर।`,
    fell: `सिम्युलेटेड ${story.name.hi} का भाव ${now} रहा, पिछले बंद ${before} से ${pct}% नीचे।`,
    held: `सिम्युलेटेड ${story.name.hi} का भाव ${now} रहा, पिछले बंद ${before} के ${pct}% के भीतर।`,
  }[move];
  return { en, hi };
}

/** The crypto story: weekend words on a Saturday or Sunday in India, night words on a weekday (SW4). */
function cryptoStory(atMs: number): Pick<SeedArticle, 'en' | 'hi'> {
  if (isIndiaWeekend(atMs)) {
    return {
      en: en(
        'Bitcoin trades through the weekend while stock markets rest',
        'Crypto trades around the clock on the platform; BTCUSD keeps moving while equity sessions are closed.',
        '<p>With stock markets closed for the weekend, the simulated Bitcoin market keeps moving, and Ether with it.</p><p>Remember that crypto positions also pay the overnight holding fee at each daily roll at midnight India time, weekends included.</p>',
      ),
      hi: hi(
        'शेयर बाज़ार बंद, पर सप्ताहांत में भी बिटकॉइन में कारोबार',
        'प्लेटफ़ॉर्म पर क्रिप्टो चौबीसों घंटे चलता है; शेयर सत्र बंद रहने पर भी BTCUSD चलता रहता है।',
        '<p>सप्ताहांत में शेयर बाज़ार बंद हैं, पर सिम्युलेटेड बिटकॉइन बाज़ार और उसके साथ ईथर चलते रहते हैं।</p><p>याद रखें, क्रिप्टो पोज़िशन पर भी भारतीय समय के अनुसार आधी रात के दैनिक रोल पर ओवरनाइट होल्डिंग शुल्क लगता है, सप्ताहांत में भी।</p>',
      ),
    };
  }
  return {
    en: en(
      'Bitcoin trades through the night while stock markets rest',
      'Crypto trades around the clock on the platform; BTCUSD keeps moving after equity sessions close.',
      '<p>After the stock markets close for the day, the simulated Bitcoin market keeps moving, and Ether with it.</p><p>Remember that crypto positions also pay the overnight holding fee at each daily roll at midnight India time, every day of the week.</p>',
    ),
    hi: hi(
      'शेयर बाज़ार बंद, पर रात भर बिटकॉइन में कारोबार',
      'प्लेटफ़ॉर्म पर क्रिप्टो चौबीसों घंटे चलता है; शेयर सत्र बंद होने के बाद भी BTCUSD चलता रहता है।',
      '<p>दिन का शेयर कारोबार बंद होने के बाद भी सिम्युलेटेड बिटकॉइन बाज़ार और उसके साथ ईथर चलते रहते हैं।</p><p>याद रखें, क्रिप्टो पोज़िशन पर भी भारतीय समय के अनुसार आधी रात के दैनिक रोल पर ओवरनाइट होल्डिंग शुल्क लगता है, हफ़्ते के हर दिन।</p>',
    ),
  };
}

/** A seeded article with what it claims, so a test can hold it to the prices and the calendar. */
export interface SeededStory extends SeedArticle {
  /** The instrument and move the words report, for a story about a move. */
  readonly claim?: { readonly code: string; readonly move: StoryMove };
  /** Whether the words speak of a weekend. */
  readonly weekend: boolean;
}

const CRYPTO_STORY = {
  key: 'seed:bitcoin-weekend',
  hoursAgo: 5,
  cover: '/news-covers/crypto.svg',
  related: ['BTCUSD', 'ETHUSD'],
};

/**
 * Every seeded article as of `nowMs` (SW3, SW4): the steady ones as written; each story about a move
 * titled and summed up from its subject's simulated price at the story's own instant
 * (`nowMs − hoursAgo`), told by `storyMove`; the crypto story in weekend or night words by the India
 * calendar of its instant. A story whose subject has no price (a product removed) is left out.
 */
export function seededStories(
  nowMs: number,
  priceOf: (code: string, atMs: number) => StoryPrice | null,
): SeededStory[] {
  const hourMs = 3_600_000;
  const out: SeededStory[] = STEADY_ARTICLES.map((a) => ({ ...a, weekend: false }));
  const cryptoAtMs = nowMs - CRYPTO_STORY.hoursAgo * hourMs;
  out.push({ ...CRYPTO_STORY, ...cryptoStory(cryptoAtMs), weekend: isIndiaWeekend(cryptoAtMs) });
  for (const story of MOVING_STORIES) {
    const price = priceOf(story.subject, nowMs - story.hoursAgo * hourMs);
    if (!price) continue;
    const move = storyMove(price.prevCloseTicks, price.priceTicks);
    const title = story.titles[move];
    const summary = moveSummary(story, move, price);
    out.push({
      key: story.key,
      hoursAgo: story.hoursAgo,
      cover: story.cover,
      related: story.related,
      en: en(title.en, summary.en, `<p>${summary.en}</p>${story.explain.en}`),
      hi: hi(title.hi, summary.hi, `<p>${summary.hi}</p>${story.explain.hi}`),
      claim: { code: story.subject, move },
      weekend: false,
    });
  }
  return out.sort((a, b) => a.hoursAgo - b.hoursAgo);
}
