import type { ExchangeCode } from './markets';

/**
 * Hindi names of what the catalogue names in English (SPEC VP5): the sectors instruments belong to and
 * the exchanges they trade on. Both the server's Hindi product description and the app use them.
 */
export const SECTORS_HI: Readonly<Record<string, string>> = {
  Aerospace: 'एयरोस्पेस',
  Apparel: 'परिधान',
  'Automobile parts': 'ऑटो पुर्ज़े',
  Automobiles: 'ऑटोमोबाइल',
  Banks: 'बैंक',
  Beverages: 'पेय पदार्थ',
  Biotechnology: 'बायोटेक्नोलॉजी',
  Cement: 'सीमेंट',
  Chemicals: 'रसायन',
  'Communication services': 'संचार सेवाएँ',
  Conglomerates: 'समूह कंपनियाँ',
  Construction: 'निर्माण',
  'Consumer electronics': 'उपभोक्ता इलेक्ट्रॉनिक्स',
  'Consumer goods': 'उपभोक्ता वस्तुएँ',
  Energy: 'ऊर्जा',
  Entertainment: 'मनोरंजन',
  'Financial services': 'वित्तीय सेवाएँ',
  Healthcare: 'स्वास्थ्य सेवा',
  Industrials: 'औद्योगिक',
  Insurance: 'बीमा',
  Internet: 'इंटरनेट',
  'IT services': 'आईटी सेवाएँ',
  Machinery: 'मशीनरी',
  Metals: 'धातु',
  Networking: 'नेटवर्किंग',
  Paints: 'पेंट',
  Pharmaceuticals: 'फ़ार्मा',
  'Real estate': 'रियल एस्टेट',
  Restaurants: 'रेस्तराँ',
  Retail: 'खुदरा',
  Semiconductors: 'सेमीकंडक्टर',
  Shipbuilding: 'जहाज़ निर्माण',
  Software: 'सॉफ़्टवेयर',
  'Technology hardware': 'टेक्नोलॉजी हार्डवेयर',
  Telecommunications: 'दूरसंचार',
  Tobacco: 'तंबाकू',
  Trading: 'व्यापार',
  'Transport infrastructure': 'परिवहन ढाँचा',
  Utilities: 'यूटिलिटी',
  'Electronic equipment': 'इलेक्ट्रॉनिक उपकरण',
  'Electronics manufacturing': 'इलेक्ट्रॉनिक्स निर्माण',
  Services: 'सेवाएँ',
  Electronics: 'इलेक्ट्रॉनिक्स',
  Casinos: 'कैसीनो',
  Transport: 'परिवहन',
  Batteries: 'बैटरी',
  Steel: 'इस्पात',
  Defence: 'रक्षा',
  Shipping: 'शिपिंग',
  Mining: 'खनन',
  Airlines: 'एयरलाइंस',
  Power: 'बिजली',
};

/** A sector, or a comma-separated list of them, in Hindi; a sector without a Hindi name is kept as sent. */
export function sectorNameHi(sectors: string): string {
  return sectors
    .split(',')
    .map((s) => SECTORS_HI[s.trim()] ?? s.trim())
    .join(', ');
}

/** Each exchange's name in Hindi (the glossary's एनएसई / बीएसई for the Indian ones). */
export const EXCHANGE_NAMES_HI: Readonly<Record<ExchangeCode, string>> = {
  NSE: 'नेशनल स्टॉक एक्सचेंज ऑफ़ इंडिया (एनएसई)',
  BSE: 'बीएसई (बॉम्बे स्टॉक एक्सचेंज)',
  NYSE: 'न्यूयॉर्क स्टॉक एक्सचेंज',
  HKEX: 'हाँग काँग एक्सचेंज एंड क्लियरिंग',
  KRX: 'कोरिया एक्सचेंज',
  TSE: 'टोक्यो स्टॉक एक्सचेंज',
  TWSE: 'ताइवान स्टॉक एक्सचेंज',
  CME: 'सीएमई ग्लोबेक्स (कॉमेक्स, नायमेक्स)',
  FX: 'इंटरबैंक विदेशी मुद्रा बाज़ार',
  CRYPTO: 'क्रिप्टो (चौबीसों घंटे)',
};
