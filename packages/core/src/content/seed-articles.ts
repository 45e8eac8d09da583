/**
 * The articles a fresh install starts with (issue 14) that make no claim about a price's move: they
 * explain how the platform's simulated markets work, so they read true at any instant. The stories
 * that report a move or a weekend are written from the simulated prices and the calendar when they
 * are seeded (market-stories.ts, SPEC SW3, SW4). Staff edit or unpublish them in the console and add
 * their own; a configured feed adds more.
 */
export interface SeedArticle {
  /** Stable key, kept as the article's `external_id` so seeding twice never duplicates it. */
  key: string;
  hoursAgo: number;
  cover: string;
  related: string[];
  en: { title: string; summary: string; content: string };
  hi: { title: string; summary: string; content: string };
}

const SIMULATED_EN = '<p><em>All prices in this story come from the DEMO simulated market.</em></p>';
const SIMULATED_HI = '<p><em>इस ख़बर के सभी भाव DEMO के सिम्युलेटेड बाज़ार से हैं।</em></p>';

/** An article's English text, with the note that its prices are simulated. */
export function articleEn(title: string, summary: string, body: string) {
  return { title, summary, content: `${body}${SIMULATED_EN}` };
}
/** An article's Hindi text, with the note that its prices are simulated. */
export function articleHi(title: string, summary: string, body: string) {
  return { title, summary, content: `${body}${SIMULATED_HI}` };
}

export const STEADY_ARTICLES: readonly SeedArticle[] = [
  {
    key: 'seed:dow-members',
    hoursAgo: 13,
    cover: '/news-covers/us.svg',
    related: ['DJI', 'JPM', 'UNH'],
    en: articleEn(
      'Dow Jones opens and closes with its thirty members',
      'The simulated Dow is built from its members’ opens and closes, so one heavy share can move it.',
      '<p>On the platform the Dow Jones Industrial Average opens and closes every day at the price-weighted value of its thirty simulated members. A high-priced share such as UnitedHealth therefore moves the index more than a cheaper one.</p><p>Between the open and the close the index takes its own path inside the day’s range.</p>',
    ),
    hi: articleHi(
      'डाउ जोन्स अपने तीस सदस्यों के साथ खुलता और बंद होता है',
      'सिम्युलेटेड डाउ अपने सदस्यों के खुलने और बंद होने के भाव से बनता है, इसलिए एक भारी शेयर भी इसे हिला सकता है।',
      '<p>प्लेटफ़ॉर्म पर डाउ जोन्स इंडस्ट्रियल एवरेज हर दिन अपने तीस सिम्युलेटेड सदस्यों के मूल्य-भारित मान पर खुलता और बंद होता है। इसलिए यूनाइटेडहेल्थ जैसा ऊँचे भाव वाला शेयर सस्ते शेयर से ज़्यादा असर डालता है।</p><p>खुलने और बंद होने के बीच सूचकांक दिन के दायरे में अपनी राह चलता है।</p>',
    ),
  },
  {
    key: 'seed:crude-oil-range',
    hoursAgo: 15,
    cover: '/news-covers/commodities.svg',
    related: ['USOIL', 'BRENT'],
    en: articleEn(
      'Brent keeps its premium over WTI',
      'WTI and Brent move together on the simulated market, with Brent priced above WTI at every moment.',
      '<p>Both crude benchmarks walk one simulated path, Brent at its usual premium over WTI, so the two never cross.</p><p>Oil contracts on the platform are margin products: a stop loss limits a loss only at the next traded price unless the order carries insurance, which fills the stop exactly.</p>',
    ),
    hi: articleHi(
      'ब्रेंट का डब्ल्यूटीआई पर प्रीमियम बरक़रार',
      'सिम्युलेटेड बाज़ार में डब्ल्यूटीआई और ब्रेंट साथ चलते हैं, और ब्रेंट हर पल डब्ल्यूटीआई से ऊपर रहता है।',
      '<p>कच्चे तेल के दोनों बेंचमार्क एक ही सिम्युलेटेड राह पर चलते हैं, ब्रेंट डब्ल्यूटीआई पर अपने सामान्य प्रीमियम के साथ, इसलिए दोनों कभी एक-दूसरे को पार नहीं करते।</p><p>प्लेटफ़ॉर्म पर तेल के सौदे मार्जिन उत्पाद हैं: स्टॉप लॉस नुकसान को अगले ट्रेड भाव पर ही रोकता है, जब तक ऑर्डर में बीमा न हो, जो स्टॉप को ठीक उसी भाव पर भरता है।</p>',
    ),
  },
  {
    key: 'seed:demo-account-practice',
    hoursAgo: 48,
    cover: '/news-covers/india.svg',
    related: ['NIFTY50', 'BTCUSD'],
    en: articleEn(
      'Practise on the demo account before trading for real',
      'The virtual account trades the same simulated prices with demo money that never mixes with real funds.',
      '<p>Every customer has a demo account next to the real one. It trades the same simulated prices, pays the same fees and follows the same margin rules, but with demo money only.</p><p>The header always shows which account you are using, and you can reset the demo balance from the wallet page.</p>',
    ),
    hi: articleHi(
      'असली ट्रेडिंग से पहले डेमो खाते पर अभ्यास करें',
      'वर्चुअल खाता उन्हीं सिम्युलेटेड भावों पर डेमो पैसे से ट्रेड करता है, जो कभी असली पैसे में नहीं मिलता।',
      '<p>हर ग्राहक के असली खाते के साथ एक डेमो खाता है। यह उन्हीं सिम्युलेटेड भावों पर ट्रेड करता है, वही शुल्क देता है और वही मार्जिन नियम मानता है, पर केवल डेमो पैसे से।</p><p>हेडर हमेशा बताता है कि आप कौन-सा खाता इस्तेमाल कर रहे हैं, और आप वॉलेट पेज से डेमो बैलेंस रीसेट कर सकते हैं।</p>',
    ),
  },
  {
    key: 'seed:dogecoin-small-lots',
    hoursAgo: 60,
    cover: '/news-covers/crypto.svg',
    related: ['DOGEUSD', 'XRPUSD'],
    en: articleEn(
      'Dogecoin and XRP draw small-lot traders',
      'Low-priced coins let demo and real traders start with small positions on the simulated market.',
      '<p>Dogecoin and XRP were among the most traded coins on the platform this week, mostly in small lots. Their low prices make a single lot affordable from a modest balance.</p><p>Low price does not mean low risk: both coins carry high volatility in the simulator.</p>',
    ),
    hi: articleHi(
      'डॉजकॉइन और XRP छोटे लॉट वाले ट्रेडरों की पसंद',
      'कम भाव वाले कॉइन सिम्युलेटेड बाज़ार में डेमो और असली ट्रेडरों को छोटी पोज़िशन से शुरुआत करने देते हैं।',
      '<p>इस हफ़्ते प्लेटफ़ॉर्म पर डॉजकॉइन और XRP सबसे ज़्यादा ट्रेड हुए कॉइनों में रहे, ज़्यादातर छोटे लॉट में। कम भाव के कारण थोड़े बैलेंस से भी एक लॉट ख़रीदा जा सकता है।</p><p>कम भाव का मतलब कम जोखिम नहीं: सिम्युलेटर में दोनों कॉइन बहुत अस्थिर हैं।</p>',
    ),
  },
  {
    key: 'seed:sensex-mirrors-nifty',
    hoursAgo: 3,
    cover: '/news-covers/india.svg',
    related: ['SENSEX', 'RELIANCE'],
    en: articleEn(
      'One price for Reliance on the NSE and the BSE',
      'On the platform each company trades at one price on both exchanges, so SENSEX and NIFTY share their members’ moves.',
      '<p>Reliance Industries, the heaviest member of both the NIFTY 50 and the SENSEX 30, has one simulated price: its NSE and BSE lines never drift apart, and only their spreads differ.</p><p>The two indices open and close each day at the weighted value of their members, so a move in Reliance shows in both.</p>',
    ),
    hi: articleHi(
      'एनएसई और बीएसई पर रिलायंस का एक ही भाव',
      'प्लेटफ़ॉर्म पर हर कंपनी दोनों एक्सचेंजों पर एक ही भाव पर चलती है, इसलिए सेंसेक्स और निफ्टी अपने सदस्यों की चाल साझा करते हैं।',
      '<p>निफ्टी 50 और सेंसेक्स 30 दोनों में सबसे भारी रिलायंस इंडस्ट्रीज़ का सिम्युलेटेड भाव एक ही है: उसकी एनएसई और बीएसई लाइनें कभी अलग नहीं होतीं, केवल स्प्रेड अलग होता है।</p><p>दोनों सूचकांक हर दिन अपने सदस्यों के भारित मान पर खुलते और बंद होते हैं, इसलिए रिलायंस की चाल दोनों में दिखती है।</p>',
    ),
  },
  {
    key: 'seed:ethereum-solana',
    hoursAgo: 21,
    cover: '/news-covers/crypto.svg',
    related: ['ETHUSD', 'SOLUSD'],
    en: articleEn(
      'Why Ether and Solana swing more than Bitcoin',
      'Each coin in the simulator has its own volatility, and the smaller ones are set to move further.',
      '<p>Ether and Solana carry a higher volatility setting than Bitcoin on the simulated market, so on a typical day they cover a wider range.</p><p>Larger swings mean larger margin calls: check your margin level on the Position tab before adding to a trade.</p>',
    ),
    hi: articleHi(
      'ईथर और सोलाना बिटकॉइन से ज़्यादा क्यों झूलते हैं',
      'सिम्युलेटर में हर कॉइन की अपनी अस्थिरता है, और छोटे कॉइन ज़्यादा चलने के लिए तय हैं।',
      '<p>सिम्युलेटेड बाज़ार में ईथर और सोलाना की अस्थिरता बिटकॉइन से ऊँची तय है, इसलिए आम दिन में वे बड़ा दायरा तय करते हैं।</p><p>बड़े उतार-चढ़ाव का मतलब बड़ी मार्जिन ज़रूरत है: सौदा बढ़ाने से पहले पोज़िशन टैब पर अपना मार्जिन स्तर देखें।</p>',
    ),
  },
  {
    key: 'seed:banknifty-volatility',
    hoursAgo: 36,
    cover: '/news-covers/india.svg',
    related: ['BANKNIFTY', 'SBIN', 'AXISBANK'],
    en: articleEn(
      'Bank Nifty and your margin level on a volatile afternoon',
      'Bank shares can move sharply late in the session; the platform warns before it closes anything.',
      '<p>The simulated Bank Nifty, like the real one, can cover much of its day’s range in a single hour.</p><p>On volatile afternoons margin levels can fall quickly; the platform warns at the configured level and closes the largest loss first at the forced-cover level.</p>',
    ),
    hi: articleHi(
      'अस्थिर दोपहर में बैंक निफ़्टी और आपका मार्जिन स्तर',
      'सत्र के आख़िर में बैंक शेयर तेज़ी से हिल सकते हैं; प्लेटफ़ॉर्म कुछ भी बंद करने से पहले चेतावनी देता है।',
      '<p>सिम्युलेटेड बैंक निफ़्टी, असली की तरह, दिन के दायरे का बड़ा हिस्सा एक ही घंटे में तय कर सकता है।</p><p>अस्थिर दोपहर में मार्जिन स्तर तेज़ी से गिर सकता है; प्लेटफ़ॉर्म तय स्तर पर चेतावनी देता है और फ़ोर्स्ड-कवर स्तर पर सबसे बड़ा नुकसान पहले बंद करता है।</p>',
    ),
  },
  {
    key: 'seed:natural-gas',
    hoursAgo: 44,
    cover: '/news-covers/commodities.svg',
    related: ['NATGAS'],
    en: articleEn(
      'Natural gas is the most volatile commodity on the platform',
      'NATGAS carries the highest volatility setting of any simulated commodity; size positions carefully.',
      '<p>Natural gas is set to move more than any other simulated commodity. Its high volatility makes large gaps between one tick and the next more likely.</p><p>An insured stop loss fills exactly at its stop price even through a gap, at the cost of the insurance fee.</p>',
    ),
    hi: articleHi(
      'प्लेटफ़ॉर्म पर प्राकृतिक गैस सबसे अस्थिर कमोडिटी',
      'किसी भी सिम्युलेटेड कमोडिटी में NATGAS की अस्थिरता सबसे ऊँची तय है; पोज़िशन का आकार सोच-समझकर रखें।',
      '<p>प्राकृतिक गैस किसी भी अन्य सिम्युलेटेड कमोडिटी से ज़्यादा चलने के लिए तय है। इसकी ऊँची अस्थिरता के कारण एक टिक से अगले टिक के बीच बड़ा अंतर आने की संभावना ज़्यादा है।</p><p>बीमित स्टॉप लॉस अंतराल के बावजूद ठीक अपने स्टॉप भाव पर भरता है, बीमा शुल्क की क़ीमत पर।</p>',
    ),
  },
  {
    key: 'seed:tesla-range',
    hoursAgo: 56,
    cover: '/news-covers/us.svg',
    related: ['TSLA'],
    en: articleEn(
      'Tesla and the trailing stop',
      'TSLA is among the most volatile large US shares on the simulated market.',
      '<p>Tesla carries one of the highest volatility settings among large US shares in the simulator, so wide days are common.</p><p>A trailing stop follows the best price by the distance you set and can lock in part of such a move.</p>',
    ),
    hi: articleHi(
      'टेस्ला और ट्रेलिंग स्टॉप',
      'सिम्युलेटेड बाज़ार में TSLA सबसे अस्थिर बड़े अमेरिकी शेयरों में से है।',
      '<p>सिम्युलेटर में बड़े अमेरिकी शेयरों में टेस्ला की अस्थिरता सबसे ऊँची में से है, इसलिए बड़े दायरे वाले दिन आम हैं।</p><p>ट्रेलिंग स्टॉप आपकी तय दूरी से सबसे अच्छे भाव का पीछा करता है और ऐसी चाल का कुछ हिस्सा सुरक्षित कर सकता है।</p>',
    ),
  },
];
