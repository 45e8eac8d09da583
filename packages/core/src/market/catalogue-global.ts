import { buildInstruments, type Instrument } from './instrument';

/**
 * Seed data for the markets that are not single-country stock lists: forex, indices, commodities
 * and crypto. Start prices are round figures near late-2025 levels and volatilities are typical
 * annualised figures; both only shape the simulation, they are not market data.
 */

/** Forex: a hand is 1,000 units of the base currency; spreads are about 1.2 pips. */
export const FOREX: readonly Instrument[] = buildInstruments(
  { market: 'forex', exchange: 'FX', currency: 'USD', handCount: 1000, lever: 100, spreadTicks: 12 },
  [
    { id: 101, code: 'EURUSD', name: 'Euro / US Dollar', nameHi: 'यूरो / अमेरिकी डॉलर', startPrice: '1.16000', volatilityAnnual: 0.07 },
    { id: 102, code: 'GBPUSD', name: 'British Pound / US Dollar', nameHi: 'ब्रिटिश पाउंड / अमेरिकी डॉलर', startPrice: '1.31500', volatilityAnnual: 0.08 },
    { id: 103, code: 'USDJPY', name: 'US Dollar / Japanese Yen', nameHi: 'अमेरिकी डॉलर / जापानी येन', startPrice: '154.500', volatilityAnnual: 0.1, currency: 'JPY' },
    { id: 104, code: 'USDINR', name: 'US Dollar / Indian Rupee', nameHi: 'अमेरिकी डॉलर / भारतीय रुपया', startPrice: '88.6500', volatilityAnnual: 0.04, currency: 'INR', spreadTicks: 50 },
    { id: 105, code: 'AUDUSD', name: 'Australian Dollar / US Dollar', nameHi: 'ऑस्ट्रेलियाई डॉलर / अमेरिकी डॉलर', startPrice: '0.65200', volatilityAnnual: 0.1 },
    { id: 106, code: 'USDCHF', name: 'US Dollar / Swiss Franc', nameHi: 'अमेरिकी डॉलर / स्विस फ़्रैंक', startPrice: '0.80500', volatilityAnnual: 0.08, currency: 'CHF' },
    { id: 107, code: 'USDCAD', name: 'US Dollar / Canadian Dollar', nameHi: 'अमेरिकी डॉलर / कनाडाई डॉलर', startPrice: '1.40500', volatilityAnnual: 0.06, currency: 'CAD' },
    { id: 108, code: 'NZDUSD', name: 'New Zealand Dollar / US Dollar', nameHi: 'न्यूज़ीलैंड डॉलर / अमेरिकी डॉलर', startPrice: '0.56800', volatilityAnnual: 0.1 },
    { id: 109, code: 'EURJPY', name: 'Euro / Japanese Yen', nameHi: 'यूरो / जापानी येन', startPrice: '179.200', volatilityAnnual: 0.1, currency: 'JPY' },
    { id: 110, code: 'GBPJPY', name: 'British Pound / Japanese Yen', nameHi: 'ब्रिटिश पाउंड / जापानी येन', startPrice: '203.100', volatilityAnnual: 0.11, currency: 'JPY' },
  ],
);

/** Indices: one hand is one index point times the currency; each follows its home exchange. */
export const INDICES: readonly Instrument[] = buildInstruments(
  { market: 'indices', exchange: 'NSE', currency: 'INR', handCount: 1, lever: 50, spreadTicks: 100 },
  [
    { id: 201, code: 'NIFTY50', name: 'NIFTY 50', nameHi: 'निफ्टी 50', startPrice: '25900.00', volatilityAnnual: 0.14 },
    { id: 202, code: 'SENSEX', name: 'S&P BSE SENSEX', nameHi: 'सेंसेक्स', startPrice: '84500.00', volatilityAnnual: 0.14, exchange: 'BSE' },
    { id: 203, code: 'BANKNIFTY', name: 'NIFTY Bank', nameHi: 'निफ्टी बैंक', startPrice: '58000.00', volatilityAnnual: 0.17 },
    { id: 204, code: 'SPX', name: 'S&P 500', nameHi: 'एसएंडपी 500', startPrice: '6600.00', volatilityAnnual: 0.17, exchange: 'NYSE', currency: 'USD', spreadTicks: 50 },
    { id: 205, code: 'DJI', name: 'Dow Jones Industrial Average', nameHi: 'डाउ जोन्स औद्योगिक औसत', startPrice: '46500.00', volatilityAnnual: 0.15, exchange: 'NYSE', currency: 'USD', spreadTicks: 200 },
    { id: 206, code: 'NDX', name: 'Nasdaq 100', nameHi: 'नैस्डैक 100', startPrice: '24500.00', volatilityAnnual: 0.22, exchange: 'NYSE', currency: 'USD' },
    { id: 207, code: 'HSI', name: 'Hang Seng Index', nameHi: 'हैंग सेंग सूचकांक', startPrice: '25800.00', volatilityAnnual: 0.22, exchange: 'HKEX', currency: 'HKD' },
    { id: 208, code: 'KOSPI', name: 'KOSPI Composite', nameHi: 'कोस्पी', startPrice: '3900.00', volatilityAnnual: 0.2, exchange: 'KRX', currency: 'KRW', spreadTicks: 50 },
    { id: 209, code: 'N225', name: 'Nikkei 225', nameHi: 'निक्केई 225', startPrice: '49000.00', volatilityAnnual: 0.2, exchange: 'TSE', currency: 'JPY', spreadTicks: 500 },
    { id: 210, code: 'TWII', name: 'Taiwan Weighted Index', nameHi: 'ताइवान भारित सूचकांक', startPrice: '27000.00', volatilityAnnual: 0.18, exchange: 'TWSE', currency: 'TWD' },
  ],
);

/** Commodities trade nearly 24/5 on the CME calendar; a hand is one contract-like unit of the metal or fuel. */
export const COMMODITIES: readonly Instrument[] = buildInstruments(
  { market: 'commodities', exchange: 'CME', currency: 'USD', handCount: 1, lever: 50, spreadTicks: 30 },
  [
    { id: 301, code: 'XAUUSD', name: 'Gold (troy ounce)', nameHi: 'सोना', startPrice: '4050.00', volatilityAnnual: 0.16 },
    { id: 302, code: 'XAGUSD', name: 'Silver (troy ounce)', nameHi: 'चांदी', startPrice: '50.500', volatilityAnnual: 0.28, handCount: 50 },
    { id: 303, code: 'USOIL', name: 'WTI crude oil (barrel)', nameHi: 'कच्चा तेल (डब्ल्यूटीआई)', startPrice: '60.50', volatilityAnnual: 0.35, handCount: 100, spreadTicks: 3 },
    { id: 304, code: 'BRENT', name: 'Brent crude oil (barrel)', nameHi: 'ब्रेंट कच्चा तेल', startPrice: '64.20', volatilityAnnual: 0.33, handCount: 100, spreadTicks: 3 },
    { id: 305, code: 'NATGAS', name: 'Natural gas (MMBtu)', nameHi: 'प्राकृतिक गैस', startPrice: '4.350', volatilityAnnual: 0.6, handCount: 1000, spreadTicks: 5 },
    { id: 306, code: 'COPPER', name: 'Copper (pound)', nameHi: 'तांबा', startPrice: '5.0500', volatilityAnnual: 0.24, handCount: 1000, spreadTicks: 20 },
    { id: 307, code: 'PLATINUM', name: 'Platinum (troy ounce)', nameHi: 'प्लैटिनम', startPrice: '1550.00', volatilityAnnual: 0.3, handCount: 5, spreadTicks: 200 },
    { id: 308, code: 'PALLADIUM', name: 'Palladium (troy ounce)', nameHi: 'पैलेडियम', startPrice: '1400.00', volatilityAnnual: 0.38, handCount: 5, spreadTicks: 300 },
  ],
);

/** Crypto trades 24/7 in USD; BTCUSD is the app's default product. */
export const CRYPTO: readonly Instrument[] = buildInstruments(
  { market: 'crypto', exchange: 'CRYPTO', currency: 'USD', handCount: 1, lever: 20, spreadTicks: 5 },
  [
    { id: 401, code: 'BTCUSD', name: 'Bitcoin', nameHi: 'बिटकॉइन', startPrice: '95000.00', volatilityAnnual: 0.55, spreadTicks: 1000 },
    { id: 402, code: 'ETHUSD', name: 'Ethereum', nameHi: 'एथेरियम', startPrice: '3200.00', volatilityAnnual: 0.7, spreadTicks: 100 },
    { id: 403, code: 'SOLUSD', name: 'Solana', nameHi: 'सोलाना', startPrice: '140.00', volatilityAnnual: 0.9, handCount: 10 },
    { id: 404, code: 'XRPUSD', name: 'XRP', nameHi: 'एक्सआरपी', startPrice: '2.3000', volatilityAnnual: 0.85, handCount: 100 },
    { id: 405, code: 'BNBUSD', name: 'BNB', nameHi: 'बीएनबी', startPrice: '920.00', volatilityAnnual: 0.6, spreadTicks: 30 },
    { id: 406, code: 'DOGEUSD', name: 'Dogecoin', nameHi: 'डॉजकॉइन', startPrice: '0.16000', volatilityAnnual: 1.0, handCount: 1000 },
    { id: 407, code: 'ADAUSD', name: 'Cardano', nameHi: 'कार्डानो', startPrice: '0.5000', volatilityAnnual: 0.9, handCount: 1000 },
    { id: 408, code: 'LTCUSD', name: 'Litecoin', nameHi: 'लाइटकॉइन', startPrice: '95.00', volatilityAnnual: 0.75, handCount: 10 },
    { id: 409, code: 'AVAXUSD', name: 'Avalanche', nameHi: 'एवलांच', startPrice: '15.00', volatilityAnnual: 0.95, handCount: 10, spreadTicks: 2 },
    { id: 410, code: 'LINKUSD', name: 'Chainlink', nameHi: 'चेनलिंक', startPrice: '14.000', volatilityAnnual: 0.9, handCount: 10, spreadTicks: 10 },
  ],
);
