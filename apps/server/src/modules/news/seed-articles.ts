/**
 * The articles a fresh install starts with (issue 14): twenty-two market stories in English and in
 * Hindi, each about this platform's simulated markets (prices come from DEMO's seeded simulator, not
 * from an exchange), so no reader mistakes them for real-world news. Staff edit or unpublish them in
 * the console and add their own; a configured feed adds more.
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

function en(title: string, summary: string, body: string) {
  return { title, summary, content: `${body}${SIMULATED_EN}` };
}
function hi(title: string, summary: string, body: string) {
  return { title, summary, content: `${body}${SIMULATED_HI}` };
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    key: 'seed:nifty-banks-lead',
    hoursAgo: 1,
    cover: '/news-covers/india.svg',
    related: ['NIFTY50', 'HDFCBANK', 'ICICIBANK'],
    en: en(
      'NIFTY 50 edges higher as private banks lead the simulated session',
      'HDFC Bank and ICICI Bank carried the index through the afternoon while IT names drifted.',
      '<p>The simulated NIFTY 50 closed the session higher, with private lenders doing most of the lifting. HDFC Bank and ICICI Bank together added the largest share of the gain, while Infosys and TCS drifted lower through the afternoon.</p><p>Breadth was positive: more of the fifty constituents rose than fell. Traders on the platform were net buyers of bank shares and sellers of IT.</p>',
    ),
    hi: hi(
      'निजी बैंकों के दम पर सिम्युलेटेड सत्र में NIFTY 50 बढ़त पर',
      'HDFC बैंक और ICICI बैंक ने दोपहर भर सूचकांक को सहारा दिया, जबकि IT शेयर फिसले।',
      '<p>सिम्युलेटेड NIFTY 50 सत्र के अंत में बढ़त के साथ बंद हुआ और सबसे ज़्यादा योगदान निजी बैंकों का रहा। HDFC बैंक और ICICI बैंक ने मिलकर बढ़त का बड़ा हिस्सा जोड़ा, जबकि इन्फ़ोसिस और TCS दोपहर में नीचे खिसके।</p><p>बाज़ार की चौड़ाई सकारात्मक रही: पचास में से ज़्यादा शेयर चढ़े। प्लेटफ़ॉर्म पर ट्रेडरों ने बैंक शेयर ख़रीदे और IT शेयर बेचे।</p>',
    ),
  },
  {
    key: 'seed:sensex-mirrors-nifty',
    hoursAgo: 3,
    cover: '/news-covers/india.svg',
    related: ['SENSEX', 'RELIANCE'],
    en: en(
      'SENSEX tracks NIFTY as Reliance steadies both indices',
      'On the simulated BSE, Reliance Industries held its morning range and kept the SENSEX close to flat.',
      '<p>The SENSEX 30 moved in step with the NIFTY 50 for most of the simulated day. Reliance Industries, the heaviest member of both indices, held a narrow range after a firm open and kept the benchmark close to its previous close.</p><p>Because each company trades at one price on both exchanges in the simulator, the BSE and NSE lines of Reliance never drifted apart.</p>',
    ),
    hi: hi(
      'रिलायंस की स्थिरता से SENSEX ने NIFTY की राह पकड़ी',
      'सिम्युलेटेड BSE पर रिलायंस इंडस्ट्रीज़ सुबह के दायरे में रहा और SENSEX लगभग सपाट रहा।',
      '<p>सिम्युलेटेड दिन के ज़्यादातर समय SENSEX 30 और NIFTY 50 साथ-साथ चले। दोनों सूचकांकों में सबसे भारी रिलायंस इंडस्ट्रीज़ मज़बूत शुरुआत के बाद सीमित दायरे में रहा और सूचकांक को पिछले बंद के आसपास बनाए रखा।</p><p>सिम्युलेटर में हर कंपनी दोनों एक्सचेंजों पर एक ही भाव पर चलती है, इसलिए रिलायंस की BSE और NSE लाइनें कभी अलग नहीं हुईं।</p>',
    ),
  },
  {
    key: 'seed:bitcoin-weekend',
    hoursAgo: 5,
    cover: '/news-covers/crypto.svg',
    related: ['BTCUSD', 'ETHUSD'],
    en: en(
      'Bitcoin swings through the weekend while stock markets rest',
      'Crypto trades around the clock on the platform; BTCUSD covered a wide range while equity sessions were closed.',
      '<p>With stock markets closed, the simulated Bitcoin market kept moving. BTCUSD covered a wider range than on a typical weekday, and Ether followed it closely.</p><p>Remember that crypto positions also pay the overnight holding fee at each daily roll at midnight India time, weekends included.</p>',
    ),
    hi: hi(
      'शेयर बाज़ार बंद, पर सप्ताहांत में बिटकॉइन में तेज़ उतार-चढ़ाव',
      'प्लेटफ़ॉर्म पर क्रिप्टो चौबीसों घंटे चलता है; शेयर सत्र बंद रहने के दौरान BTCUSD ने बड़ा दायरा तय किया।',
      '<p>शेयर बाज़ार बंद रहे, पर सिम्युलेटेड बिटकॉइन बाज़ार चलता रहा। BTCUSD ने आम कार्यदिवस से बड़ा दायरा तय किया और ईथर ने उसी का पीछा किया।</p><p>याद रखें, क्रिप्टो पोज़िशन पर भी भारतीय समय के अनुसार आधी रात के दैनिक रोल पर ओवरनाइट होल्डिंग शुल्क लगता है, सप्ताहांत में भी।</p>',
    ),
  },
  {
    key: 'seed:gold-safe-haven',
    hoursAgo: 7,
    cover: '/news-covers/commodities.svg',
    related: ['XAUUSD', 'XAGUSD'],
    en: en(
      'Gold holds firm; silver follows with larger swings',
      'XAUUSD kept its gains through the simulated London session, while silver moved about twice as much.',
      '<p>Gold held near the top of its simulated range for most of the day. Silver, which the simulator gives a higher volatility, moved roughly twice as far in both directions.</p><p>Both metals are priced in US dollars: a rupee account pays margin and fees converted at the feed’s rate plus the published spread.</p>',
    ),
    hi: hi(
      'सोना मज़बूत; चाँदी में और बड़े उतार-चढ़ाव',
      'सिम्युलेटेड लंदन सत्र में XAUUSD ने बढ़त बनाए रखी, जबकि चाँदी लगभग दोगुनी हिली।',
      '<p>दिन के ज़्यादातर समय सोना अपने सिम्युलेटेड दायरे के ऊपरी हिस्से में रहा। चाँदी, जिसे सिम्युलेटर ज़्यादा अस्थिरता देता है, दोनों दिशाओं में लगभग दोगुना चली।</p><p>दोनों धातुओं के भाव अमेरिकी डॉलर में हैं: रुपये वाला खाता मार्जिन और शुल्क फ़ीड की दर और घोषित स्प्रेड पर बदलकर चुकाता है।</p>',
    ),
  },
  {
    key: 'seed:rupee-dollar',
    hoursAgo: 9,
    cover: '/news-covers/forex.svg',
    related: ['USDINR'],
    en: en(
      'Rupee trades in a tight band against the dollar',
      'USDINR stayed within a narrow range, keeping conversion costs for dollar-priced trades steady.',
      '<p>The simulated USDINR rate moved little during the day. For customers with rupee accounts this matters beyond forex: every trade in a dollar-priced instrument is converted at this rate plus the published spread.</p><p>A stronger rupee makes the same dollar position cheaper in rupees; a weaker one does the opposite.</p>',
    ),
    hi: hi(
      'डॉलर के मुक़ाबले रुपया सीमित दायरे में',
      'USDINR संकरे दायरे में रहा, जिससे डॉलर में भाव वाले सौदों की रूपांतरण लागत स्थिर रही।',
      '<p>सिम्युलेटेड USDINR दर दिन भर ज़्यादा नहीं हिली। रुपये वाले खातों के लिए यह फ़ॉरेक्स से आगे भी मायने रखता है: डॉलर में भाव वाले हर सौदे का रूपांतरण इसी दर और घोषित स्प्रेड पर होता है।</p><p>मज़बूत रुपया वही डॉलर पोज़िशन रुपये में सस्ती करता है; कमज़ोर रुपया इसका उल्टा।</p>',
    ),
  },
  {
    key: 'seed:nvidia-nasdaq',
    hoursAgo: 11,
    cover: '/news-covers/us.svg',
    related: ['NVDA', 'NDX', 'AMD'],
    en: en(
      'Chip makers lift the Nasdaq 100 in the New York session',
      'NVIDIA and AMD led a broad move in semiconductor shares on the simulated US market.',
      '<p>Semiconductor shares were the strongest group in the simulated New York session. NVIDIA led, with AMD close behind, and the Nasdaq 100 finished near its high of the day.</p><p>US shares trade only during New York hours on the platform; orders outside the session are refused with “cannot trade at this time”.</p>',
    ),
    hi: hi(
      'न्यूयॉर्क सत्र में चिप कंपनियों ने नैस्डैक 100 को ऊपर उठाया',
      'सिम्युलेटेड अमेरिकी बाज़ार में NVIDIA और AMD के नेतृत्व में सेमीकंडक्टर शेयर चढ़े।',
      '<p>सिम्युलेटेड न्यूयॉर्क सत्र में सेमीकंडक्टर शेयर सबसे मज़बूत समूह रहे। NVIDIA आगे रहा, AMD ठीक पीछे, और नैस्डैक 100 दिन के ऊँचे स्तर के पास बंद हुआ।</p><p>प्लेटफ़ॉर्म पर अमेरिकी शेयर केवल न्यूयॉर्क के समय में ट्रेड होते हैं; सत्र के बाहर ऑर्डर “इस समय ट्रेड नहीं हो सकता” कहकर लौटा दिए जाते हैं।</p>',
    ),
  },
  {
    key: 'seed:dow-members',
    hoursAgo: 13,
    cover: '/news-covers/us.svg',
    related: ['DJI', 'JPM', 'UNH'],
    en: en(
      'Dow Jones opens and closes with its thirty members',
      'The simulated Dow is built from its members’ opens and closes, so one heavy share can move it.',
      '<p>On the platform the Dow Jones Industrial Average opens and closes every day at the price-weighted value of its thirty simulated members. A high-priced share such as UnitedHealth therefore moves the index more than a cheaper one.</p><p>Between the open and the close the index takes its own path inside the day’s range.</p>',
    ),
    hi: hi(
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
    en: en(
      'Crude oil holds a wide range; Brent keeps its premium',
      'WTI and Brent moved together on the simulated market, with Brent priced above WTI all day.',
      '<p>Both crude benchmarks swung through a wide simulated range. Brent kept its usual premium over WTI throughout the session.</p><p>Oil contracts on the platform are margin products: a stop loss limits a loss only at the next traded price unless the order carries insurance, which fills the stop exactly.</p>',
    ),
    hi: hi(
      'कच्चा तेल बड़े दायरे में; ब्रेंट का प्रीमियम बरक़रार',
      'सिम्युलेटेड बाज़ार में WTI और ब्रेंट साथ चले, और ब्रेंट दिन भर WTI से ऊपर रहा।',
      '<p>कच्चे तेल के दोनों बेंचमार्क बड़े सिम्युलेटेड दायरे में झूले। पूरे सत्र में ब्रेंट ने WTI पर अपना सामान्य प्रीमियम बनाए रखा।</p><p>प्लेटफ़ॉर्म पर तेल के सौदे मार्जिन उत्पाद हैं: स्टॉप लॉस नुकसान को अगले ट्रेड भाव पर ही रोकता है, जब तक ऑर्डर में बीमा न हो, जो स्टॉप को ठीक उसी भाव पर भरता है।</p>',
    ),
  },
  {
    key: 'seed:tcs-infosys-results',
    hoursAgo: 18,
    cover: '/news-covers/india.svg',
    related: ['TCS', 'INFY', 'WIPRO'],
    en: en(
      'IT shares slip as traders book profits in TCS and Infosys',
      'The simulated IT group gave back part of last week’s gain; Wipro held up better.',
      '<p>Indian IT shares were the weakest group of the simulated session. TCS and Infosys each fell through the morning before steadying, while Wipro held closer to its previous close.</p><p>Stocks on the NSE trade from 09:15 to 15:30 India time on the platform, and not on exchange holidays.</p>',
    ),
    hi: hi(
      'TCS और इन्फ़ोसिस में मुनाफ़ावसूली से IT शेयर फिसले',
      'सिम्युलेटेड IT समूह ने पिछले हफ़्ते की बढ़त का कुछ हिस्सा गँवाया; विप्रो बेहतर टिका।',
      '<p>सिम्युलेटेड सत्र में भारतीय IT शेयर सबसे कमज़ोर समूह रहे। TCS और इन्फ़ोसिस सुबह गिरने के बाद संभले, जबकि विप्रो पिछले बंद के क़रीब रहा।</p><p>प्लेटफ़ॉर्म पर NSE के शेयर भारतीय समय 09:15 से 15:30 तक ट्रेड होते हैं, और एक्सचेंज की छुट्टियों पर नहीं।</p>',
    ),
  },
  {
    key: 'seed:ethereum-solana',
    hoursAgo: 21,
    cover: '/news-covers/crypto.svg',
    related: ['ETHUSD', 'SOLUSD'],
    en: en(
      'Ether and Solana outpace Bitcoin in a busy crypto session',
      'Smaller coins moved more than Bitcoin on the simulated market, as their higher volatility suggests.',
      '<p>Ether and Solana both moved further than Bitcoin in the simulated session. Each coin in the simulator has its own volatility, and the smaller ones are set to swing more.</p><p>Larger swings mean larger margin calls: check your margin level on the Position tab before adding to a trade.</p>',
    ),
    hi: hi(
      'व्यस्त क्रिप्टो सत्र में ईथर और सोलाना बिटकॉइन से आगे',
      'सिम्युलेटेड बाज़ार में छोटे कॉइन बिटकॉइन से ज़्यादा हिले, जैसा उनकी ऊँची अस्थिरता से अपेक्षित है।',
      '<p>सिम्युलेटेड सत्र में ईथर और सोलाना दोनों बिटकॉइन से ज़्यादा चले। सिम्युलेटर में हर कॉइन की अपनी अस्थिरता है, और छोटे कॉइन ज़्यादा झूलने के लिए तय हैं।</p><p>बड़े उतार-चढ़ाव का मतलब बड़ी मार्जिन ज़रूरत है: सौदा बढ़ाने से पहले पोज़िशन टैब पर अपना मार्जिन स्तर देखें।</p>',
    ),
  },
  {
    key: 'seed:euro-dollar',
    hoursAgo: 24,
    cover: '/news-covers/forex.svg',
    related: ['EURUSD', 'GBPUSD', 'EURGBP'],
    en: en(
      'Euro and pound firm against the dollar; EURGBP barely moves',
      'Both majors rose together on the simulated market, so their cross stayed almost unchanged.',
      '<p>EURUSD and GBPUSD rose by similar amounts during the simulated European session. Because EURGBP is computed from those two rates at every instant, it hardly moved.</p><p>Forex trades from Monday 00:00 to Friday 22:00 UTC on the platform.</p>',
    ),
    hi: hi(
      'डॉलर के मुक़ाबले यूरो और पाउंड मज़बूत; EURGBP लगभग स्थिर',
      'सिम्युलेटेड बाज़ार में दोनों प्रमुख मुद्राएँ साथ चढ़ीं, इसलिए उनका क्रॉस लगभग नहीं बदला।',
      '<p>सिम्युलेटेड यूरोपीय सत्र में EURUSD और GBPUSD लगभग बराबर चढ़े। EURGBP हर पल इन्हीं दो दरों से निकाला जाता है, इसलिए वह मुश्किल से हिला।</p><p>प्लेटफ़ॉर्म पर फ़ॉरेक्स सोमवार 00:00 से शुक्रवार 22:00 UTC तक ट्रेड होता है।</p>',
    ),
  },
  {
    key: 'seed:yen-nikkei',
    hoursAgo: 27,
    cover: '/news-covers/asia.svg',
    related: ['USDJPY', 'N225'],
    en: en(
      'Weaker yen lifts the Nikkei 225 in Tokyo',
      'USDJPY rose and Tokyo’s simulated exporters gained, pushing the Nikkei 225 higher.',
      '<p>The yen weakened against the dollar in the simulated Asian session, and the Nikkei 225 rose through the Tokyo morning.</p><p>Japanese shares are priced in yen, a currency without minor units: amounts are converted into your account’s currency at the feed’s rate.</p>',
    ),
    hi: hi(
      'कमज़ोर येन से टोक्यो में निक्केई 225 चढ़ा',
      'USDJPY बढ़ा और टोक्यो के सिम्युलेटेड निर्यातक शेयर चढ़े, जिससे निक्केई 225 ऊपर गया।',
      '<p>सिम्युलेटेड एशियाई सत्र में डॉलर के मुक़ाबले येन कमज़ोर हुआ और टोक्यो की सुबह निक्केई 225 चढ़ता रहा।</p><p>जापानी शेयरों के भाव येन में हैं, जिस मुद्रा में छोटी इकाई नहीं होती: रक़म आपके खाते की मुद्रा में फ़ीड की दर पर बदली जाती है।</p>',
    ),
  },
  {
    key: 'seed:kospi-samsung',
    hoursAgo: 30,
    cover: '/news-covers/asia.svg',
    related: ['KOSPI', 'USDKRW'],
    en: en(
      'KOSPI steady in Seoul as the won holds its level',
      'Korean shares moved little in the simulated Seoul session; USDKRW was flat.',
      '<p>The simulated KOSPI spent the Seoul session close to its previous close, and the won held steady against the dollar.</p><p>Korean shares are priced in won: a ₩ price looks large, but it is converted into rupees at the feed’s rate when you trade.</p>',
    ),
    hi: hi(
      'वॉन स्थिर, सियोल में KOSPI भी स्थिर',
      'सिम्युलेटेड सियोल सत्र में कोरियाई शेयर कम हिले; USDKRW सपाट रहा।',
      '<p>सिम्युलेटेड KOSPI पूरे सियोल सत्र में पिछले बंद के आसपास रहा, और डॉलर के मुक़ाबले वॉन स्थिर रहा।</p><p>कोरियाई शेयरों के भाव वॉन में हैं: ₩ में भाव बड़ा दिखता है, पर ट्रेड करते समय फ़ीड की दर पर रुपये में बदला जाता है।</p>',
    ),
  },
  {
    key: 'seed:hang-seng-tech',
    hoursAgo: 33,
    cover: '/news-covers/asia.svg',
    related: ['HSI', '0700', '9988'],
    en: en(
      'Hang Seng rises as Tencent and Alibaba recover',
      'Hong Kong’s large technology shares led the simulated index higher.',
      '<p>Tencent and Alibaba both recovered part of the previous day’s fall, and the simulated Hang Seng closed higher.</p><p>Hong Kong shares trade during HKEX hours, with a lunch break, on the platform.</p>',
    ),
    hi: hi(
      'टेनसेंट और अलीबाबा में सुधार से हैंग सेंग चढ़ा',
      'हांगकांग के बड़े टेक्नोलॉजी शेयरों ने सिम्युलेटेड सूचकांक को ऊपर ले गए।',
      '<p>टेनसेंट और अलीबाबा दोनों ने पिछले दिन की गिरावट का कुछ हिस्सा वापस पाया, और सिम्युलेटेड हैंग सेंग बढ़त के साथ बंद हुआ।</p><p>प्लेटफ़ॉर्म पर हांगकांग के शेयर HKEX के समय में, दोपहर के अवकाश के साथ, ट्रेड होते हैं।</p>',
    ),
  },
  {
    key: 'seed:banknifty-volatility',
    hoursAgo: 36,
    cover: '/news-covers/india.svg',
    related: ['BANKNIFTY', 'SBIN', 'AXISBANK'],
    en: en(
      'Bank Nifty swings on a volatile afternoon',
      'State Bank of India and Axis Bank moved sharply in the last hour of the simulated session.',
      '<p>The simulated Bank Nifty covered its whole day’s range in the last hour. State Bank of India and Axis Bank swung the most.</p><p>On volatile afternoons margin levels can fall quickly; the platform warns at the configured level and closes the largest loss first at the forced-cover level.</p>',
    ),
    hi: hi(
      'अस्थिर दोपहर में बैंक निफ़्टी में तेज़ झूला',
      'सिम्युलेटेड सत्र के आख़िरी घंटे में स्टेट बैंक ऑफ़ इंडिया और एक्सिस बैंक तेज़ी से हिले।',
      '<p>सिम्युलेटेड बैंक निफ़्टी ने दिन का पूरा दायरा आख़िरी घंटे में तय किया। स्टेट बैंक ऑफ़ इंडिया और एक्सिस बैंक सबसे ज़्यादा झूले।</p><p>अस्थिर दोपहर में मार्जिन स्तर तेज़ी से गिर सकता है; प्लेटफ़ॉर्म तय स्तर पर चेतावनी देता है और फ़ोर्स्ड-कवर स्तर पर सबसे बड़ा नुकसान पहले बंद करता है।</p>',
    ),
  },
  {
    key: 'seed:apple-microsoft',
    hoursAgo: 40,
    cover: '/news-covers/us.svg',
    related: ['AAPL', 'MSFT'],
    en: en(
      'Apple and Microsoft trade in step as the S&P 500 idles',
      'Two of the largest US shares moved little on the simulated market, keeping the S&P 500 flat.',
      '<p>Apple and Microsoft spent the simulated New York session within a narrow range, and the S&amp;P 500 ended close to unchanged.</p><p>You can follow both on your watchlist and get a price alert when either crosses a level you choose.</p>',
    ),
    hi: hi(
      'S&P 500 सुस्त, एप्पल और माइक्रोसॉफ़्ट साथ-साथ चले',
      'सिम्युलेटेड बाज़ार में अमेरिका के दो सबसे बड़े शेयर कम हिले, जिससे S&P 500 सपाट रहा।',
      '<p>सिम्युलेटेड न्यूयॉर्क सत्र में एप्पल और माइक्रोसॉफ़्ट संकरे दायरे में रहे, और S&amp;P 500 लगभग बिना बदलाव के बंद हुआ।</p><p>आप दोनों को अपनी वॉचलिस्ट में रख सकते हैं और किसी भी चुने स्तर को पार करने पर प्राइस अलर्ट पा सकते हैं।</p>',
    ),
  },
  {
    key: 'seed:natural-gas',
    hoursAgo: 44,
    cover: '/news-covers/commodities.svg',
    related: ['NATGAS'],
    en: en(
      'Natural gas is the most volatile commodity of the week',
      'NATGAS covered the widest range of any simulated commodity; traders are reminded to size positions carefully.',
      '<p>Natural gas moved more than any other simulated commodity this week. Its high volatility setting makes large gaps between one tick and the next more likely.</p><p>An insured stop loss fills exactly at its stop price even through a gap, at the cost of the insurance fee.</p>',
    ),
    hi: hi(
      'इस हफ़्ते प्राकृतिक गैस सबसे अस्थिर कमोडिटी',
      'NATGAS ने किसी भी सिम्युलेटेड कमोडिटी से बड़ा दायरा तय किया; पोज़िशन का आकार सोच-समझकर रखें।',
      '<p>इस हफ़्ते प्राकृतिक गैस किसी भी अन्य सिम्युलेटेड कमोडिटी से ज़्यादा चली। इसकी ऊँची अस्थिरता के कारण एक टिक से अगले टिक के बीच बड़ा अंतर आने की संभावना ज़्यादा है।</p><p>बीमित स्टॉप लॉस अंतराल के बावजूद ठीक अपने स्टॉप भाव पर भरता है, बीमा शुल्क की क़ीमत पर।</p>',
    ),
  },
  {
    key: 'seed:demo-account-practice',
    hoursAgo: 48,
    cover: '/news-covers/india.svg',
    related: ['NIFTY50', 'BTCUSD'],
    en: en(
      'Practise on the demo account before trading for real',
      'The virtual account trades the same simulated prices with demo money that never mixes with real funds.',
      '<p>Every customer has a demo account next to the real one. It trades the same simulated prices, pays the same fees and follows the same margin rules, but with demo money only.</p><p>The header always shows which account you are using, and you can reset the demo balance from the wallet page.</p>',
    ),
    hi: hi(
      'असली ट्रेडिंग से पहले डेमो खाते पर अभ्यास करें',
      'वर्चुअल खाता उन्हीं सिम्युलेटेड भावों पर डेमो पैसे से ट्रेड करता है, जो कभी असली पैसे में नहीं मिलता।',
      '<p>हर ग्राहक के असली खाते के साथ एक डेमो खाता है। यह उन्हीं सिम्युलेटेड भावों पर ट्रेड करता है, वही शुल्क देता है और वही मार्जिन नियम मानता है, पर केवल डेमो पैसे से।</p><p>हेडर हमेशा बताता है कि आप कौन-सा खाता इस्तेमाल कर रहे हैं, और आप वॉलेट पेज से डेमो बैलेंस रीसेट कर सकते हैं।</p>',
    ),
  },
  {
    key: 'seed:copper-industrial',
    hoursAgo: 52,
    cover: '/news-covers/commodities.svg',
    related: ['COPPER', 'PLATINUM'],
    en: en(
      'Copper and platinum firm on the simulated metals board',
      'Industrial metals edged higher, with copper posting its third rise in a row.',
      '<p>Copper rose for the third simulated session in a row, and platinum followed with a smaller gain. Palladium was little changed.</p><p>Metal prices on the platform are in US dollars and converted for rupee accounts when you trade.</p>',
    ),
    hi: hi(
      'सिम्युलेटेड धातु बाज़ार में ताँबा और प्लैटिनम मज़बूत',
      'औद्योगिक धातुएँ हल्की चढ़ीं, ताँबे में लगातार तीसरे दिन बढ़त।',
      '<p>ताँबा लगातार तीसरे सिम्युलेटेड सत्र में चढ़ा, और प्लैटिनम ने थोड़ी कम बढ़त के साथ साथ दिया। पैलेडियम में ख़ास बदलाव नहीं हुआ।</p><p>प्लेटफ़ॉर्म पर धातुओं के भाव अमेरिकी डॉलर में हैं और ट्रेड करते समय रुपये वाले खातों के लिए बदले जाते हैं।</p>',
    ),
  },
  {
    key: 'seed:tesla-range',
    hoursAgo: 56,
    cover: '/news-covers/us.svg',
    related: ['TSLA'],
    en: en(
      'Tesla covers its widest range of the month',
      'TSLA swung sharply in the simulated New York session before closing near the middle of its range.',
      '<p>Tesla was the most volatile large US share of the simulated session, reaching both its monthly high and a sharp intraday low before settling near the middle.</p><p>A trailing stop follows the best price by the distance you set and can lock in part of such a move.</p>',
    ),
    hi: hi(
      'टेस्ला ने महीने का सबसे बड़ा दायरा तय किया',
      'सिम्युलेटेड न्यूयॉर्क सत्र में TSLA तेज़ी से झूला और फिर दायरे के बीच के पास बंद हुआ।',
      '<p>सिम्युलेटेड सत्र में टेस्ला सबसे अस्थिर बड़ा अमेरिकी शेयर रहा; वह महीने के ऊँचे स्तर और दिन के तेज़ निचले स्तर दोनों तक गया और फिर बीच के पास टिका।</p><p>ट्रेलिंग स्टॉप आपकी तय दूरी से सबसे अच्छे भाव का पीछा करता है और ऐसी चाल का कुछ हिस्सा सुरक्षित कर सकता है।</p>',
    ),
  },
  {
    key: 'seed:dogecoin-small-lots',
    hoursAgo: 60,
    cover: '/news-covers/crypto.svg',
    related: ['DOGEUSD', 'XRPUSD'],
    en: en(
      'Dogecoin and XRP draw small-lot traders',
      'Low-priced coins let demo and real traders start with small positions on the simulated market.',
      '<p>Dogecoin and XRP were among the most traded coins on the platform this week, mostly in small lots. Their low prices make a single lot affordable from a modest balance.</p><p>Low price does not mean low risk: both coins carry high volatility in the simulator.</p>',
    ),
    hi: hi(
      'डॉजकॉइन और XRP छोटे लॉट वाले ट्रेडरों की पसंद',
      'कम भाव वाले कॉइन सिम्युलेटेड बाज़ार में डेमो और असली ट्रेडरों को छोटी पोज़िशन से शुरुआत करने देते हैं।',
      '<p>इस हफ़्ते प्लेटफ़ॉर्म पर डॉजकॉइन और XRP सबसे ज़्यादा ट्रेड हुए कॉइनों में रहे, ज़्यादातर छोटे लॉट में। कम भाव के कारण थोड़े बैलेंस से भी एक लॉट ख़रीदा जा सकता है।</p><p>कम भाव का मतलब कम जोखिम नहीं: सिम्युलेटर में दोनों कॉइन बहुत अस्थिर हैं।</p>',
    ),
  },
  {
    key: 'seed:taiex-chips',
    hoursAgo: 64,
    cover: '/news-covers/asia.svg',
    related: ['TWII', 'USDTWD'],
    en: en(
      'TAIEX gains as Taipei’s chip shares rise',
      'Taiwan’s simulated index rose with its semiconductor names while the Taiwan dollar was steady.',
      '<p>The simulated TAIEX closed higher, led by Taipei’s semiconductor shares. USDTWD barely moved during the session.</p><p>Taiwanese shares trade during Taipei hours on the platform and are priced in Taiwan dollars.</p>',
    ),
    hi: hi(
      'ताइपे के चिप शेयरों में तेज़ी से TAIEX चढ़ा',
      'ताइवान का सिम्युलेटेड सूचकांक सेमीकंडक्टर शेयरों के साथ चढ़ा, जबकि ताइवान डॉलर स्थिर रहा।',
      '<p>ताइपे के सेमीकंडक्टर शेयरों के नेतृत्व में सिम्युलेटेड TAIEX बढ़त के साथ बंद हुआ। सत्र के दौरान USDTWD मुश्किल से हिला।</p><p>प्लेटफ़ॉर्म पर ताइवान के शेयर ताइपे के समय में ट्रेड होते हैं और उनके भाव ताइवान डॉलर में हैं।</p>',
    ),
  },
];
