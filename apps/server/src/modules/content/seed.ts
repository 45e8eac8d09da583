/**
 * Content a fresh database starts with, in English and Hindi. Staff edit it later in the console;
 * seeding only fills empty tables, so edits are never overwritten by a restart.
 */
export const SEED_CATEGORIES = [
  { code: 'forex', key: 'market.forex', nameEn: 'Forex', nameHi: 'विदेशी मुद्रा' },
  { code: 'indices', key: 'market.indices', nameEn: 'Indices', nameHi: 'सूचकांक' },
  { code: 'commodities', key: 'market.commodities', nameEn: 'Commodities', nameHi: 'कमोडिटी' },
  { code: 'crypto', key: 'market.crypto', nameEn: 'Crypto', nameHi: 'क्रिप्टो' },
  { code: 'stocks', key: 'market.stocks', nameEn: 'Stocks', nameHi: 'शेयर' },
  { code: 'us', key: 'market.us', nameEn: 'US Stocks', nameHi: 'अमेरिकी शेयर' },
  { code: 'hk', key: 'market.hk', nameEn: 'Hong Kong Stocks', nameHi: 'हांगकांग शेयर' },
  { code: 'kr', key: 'market.kr', nameEn: 'Korean Stocks', nameHi: 'कोरियाई शेयर' },
  { code: 'nse', key: 'market.nse', nameEn: 'Indian Stocks (NSE)', nameHi: 'भारतीय शेयर (एनएसई)' },
  { code: 'bse', key: 'market.bse', nameEn: 'Indian Stocks (BSE)', nameHi: 'भारतीय शेयर (बीएसई)' },
].map((c, i) => ({ ...c, sort: i + 1 }));

export const SEED_ABOUT = {
  key: 'about',
  titleEn: 'About DEMO',
  titleHi: 'DEMO के बारे में',
  contentEn:
    'DEMO is a trading and investment platform for retail customers. Trade forex, indices, commodities, crypto ' +
    'and stocks from the US, Hong Kong, Korea and India with a real account or practise risk-free with a demo ' +
    'account. Every change to your balance is recorded in your balance history. Market data on this ' +
    'installation is simulated.',
  contentHi:
    'DEMO खुदरा ग्राहकों के लिए एक ट्रेडिंग और निवेश प्लेटफ़ॉर्म है। वास्तविक खाते से विदेशी मुद्रा, सूचकांक, ' +
    'कमोडिटी, क्रिप्टो और अमेरिका, हांगकांग, कोरिया तथा भारत के शेयरों में ट्रेड करें, या डेमो खाते से बिना जोखिम ' +
    'अभ्यास करें। आपके बैलेंस में हर बदलाव आपके बैलेंस इतिहास में दर्ज होता है। इस इंस्टॉलेशन पर बाज़ार डेटा ' +
    'सिम्युलेटेड है।',
};

export const SEED_NOTICES = [
  {
    titleEn: 'Welcome to DEMO',
    titleHi: 'DEMO में आपका स्वागत है',
    contentEn:
      'Your account comes with a demo account for practice. Switch between Real and Demo from the header at any time.',
    contentHi: 'आपके खाते के साथ अभ्यास के लिए एक डेमो खाता मिलता है। हेडर से कभी भी वास्तविक और डेमो के बीच बदलें।',
  },
  {
    titleEn: 'Keep your account safe',
    titleHi: 'अपना खाता सुरक्षित रखें',
    contentEn:
      'We will never ask for your password, payment password or verification code. Do not share them with anyone.',
    contentHi: 'हम कभी भी आपका पासवर्ड, भुगतान पासवर्ड या सत्यापन कोड नहीं माँगेंगे। इन्हें किसी के साथ साझा न करें।',
  },
  {
    titleEn: 'Market hours',
    titleHi: 'बाज़ार का समय',
    contentEn:
      'Crypto trades around the clock. Forex trades from Monday 00:00 to Friday 22:00 UTC. Stock markets follow ' +
      'their exchange sessions and are closed on weekends and holidays.',
    contentHi:
      'क्रिप्टो में चौबीसों घंटे ट्रेड होता है। विदेशी मुद्रा में सोमवार 00:00 से शुक्रवार 22:00 यूटीसी तक ट्रेड होता है। ' +
      'शेयर बाज़ार अपने एक्सचेंज के सत्रों का पालन करते हैं और सप्ताहांत व छुट्टियों पर बंद रहते हैं।',
  },
];
