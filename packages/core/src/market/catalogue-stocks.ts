import { buildInstruments, type Instrument } from './instrument';

/**
 * Seed data for the six stock lists. Company names stay as the companies write them (no Hindi
 * name). Hand sizes are the exchanges' board lots where they have one (Hong Kong per stock, Tokyo
 * 100, Taipei 1,000) and one share elsewhere. Spreads are one to two of the exchange's price steps.
 */

/** Global blue chips, listed in Tokyo and Taipei (which gives those time zones a home). */
export const GLOBAL_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'stocks', exchange: 'TSE', currency: 'JPY', handCount: 100, lever: 5, spreadTicks: 2 },
  [
    { id: 501, code: '7203', name: 'Toyota Motor', startPrice: '2800', volatilityAnnual: 0.28, sector: 'Automobiles' },
    { id: 502, code: '6758', name: 'Sony Group', startPrice: '4100', volatilityAnnual: 0.3, sector: 'Consumer electronics' },
    { id: 503, code: '9984', name: 'SoftBank Group', startPrice: '18000', volatilityAnnual: 0.5, sector: 'Telecommunications', spreadTicks: 10 },
    { id: 504, code: '8306', name: 'Mitsubishi UFJ Financial Group', startPrice: '2300', volatilityAnnual: 0.3, sector: 'Banks' },
    { id: 505, code: '6861', name: 'Keyence', startPrice: '56000', volatilityAnnual: 0.28, sector: 'Electronic equipment', spreadTicks: 20 },
    { id: 506, code: '9983', name: 'Fast Retailing', startPrice: '54000', volatilityAnnual: 0.3, sector: 'Retail', spreadTicks: 20 },
    { id: 507, code: '7974', name: 'Nintendo', startPrice: '12500', volatilityAnnual: 0.32, sector: 'Entertainment', spreadTicks: 10 },
    { id: 508, code: '2330', name: 'TSMC (Taiwan Semiconductor Manufacturing)', startPrice: '1450.00', volatilityAnnual: 0.3, sector: 'Semiconductors', exchange: 'TWSE', currency: 'TWD', handCount: 1000, spreadTicks: 500 },
    { id: 509, code: '2317', name: 'Hon Hai Precision (Foxconn)', startPrice: '230.00', volatilityAnnual: 0.32, sector: 'Electronics manufacturing', exchange: 'TWSE', currency: 'TWD', handCount: 1000, spreadTicks: 50 },
    { id: 510, code: '2454', name: 'MediaTek', startPrice: '1400.00', volatilityAnnual: 0.35, sector: 'Semiconductors', exchange: 'TWSE', currency: 'TWD', handCount: 1000, spreadTicks: 500 },
  ],
);

/** US stocks on the New York calendar (NYSE and Nasdaq share its sessions). */
export const US_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'us', exchange: 'NYSE', currency: 'USD', handCount: 1, lever: 5, spreadTicks: 2 },
  [
    { id: 601, code: 'AAPL', name: 'Apple', startPrice: '270.00', volatilityAnnual: 0.28, sector: 'Technology hardware' },
    { id: 602, code: 'MSFT', name: 'Microsoft', startPrice: '510.00', volatilityAnnual: 0.25, sector: 'Software' },
    { id: 603, code: 'NVDA', name: 'NVIDIA', startPrice: '185.00', volatilityAnnual: 0.5, sector: 'Semiconductors' },
    { id: 604, code: 'AMZN', name: 'Amazon.com', startPrice: '230.00', volatilityAnnual: 0.32, sector: 'Retail' },
    { id: 605, code: 'GOOGL', name: 'Alphabet (Class A)', startPrice: '290.00', volatilityAnnual: 0.3, sector: 'Communication services' },
    { id: 606, code: 'META', name: 'Meta Platforms', startPrice: '600.00', volatilityAnnual: 0.38, sector: 'Communication services' },
    { id: 607, code: 'TSLA', name: 'Tesla', startPrice: '420.00', volatilityAnnual: 0.6, sector: 'Automobiles', spreadTicks: 5 },
    { id: 608, code: 'JPM', name: 'JPMorgan Chase', startPrice: '300.00', volatilityAnnual: 0.24, sector: 'Banks' },
    { id: 609, code: 'V', name: 'Visa', startPrice: '330.00', volatilityAnnual: 0.2, sector: 'Financial services' },
    { id: 610, code: 'XOM', name: 'Exxon Mobil', startPrice: '115.00', volatilityAnnual: 0.25, sector: 'Energy' },
  ],
);

/** Hong Kong stocks; hand sizes are their board lots. */
export const HK_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'hk', exchange: 'HKEX', currency: 'HKD', handCount: 100, lever: 5, spreadTicks: 5 },
  [
    { id: 701, code: '0700', name: 'Tencent Holdings', startPrice: '630.00', volatilityAnnual: 0.32, sector: 'Internet', spreadTicks: 50 },
    { id: 702, code: '9988', name: 'Alibaba Group', startPrice: '160.00', volatilityAnnual: 0.4, sector: 'Internet', spreadTicks: 10 },
    { id: 703, code: '0005', name: 'HSBC Holdings', startPrice: '105.00', volatilityAnnual: 0.22, sector: 'Banks', handCount: 400 },
    { id: 704, code: '1299', name: 'AIA Group', startPrice: '75.00', volatilityAnnual: 0.28, sector: 'Insurance', handCount: 200 },
    { id: 705, code: '0941', name: 'China Mobile', startPrice: '85.00', volatilityAnnual: 0.2, sector: 'Telecommunications', handCount: 500 },
    { id: 706, code: '3690', name: 'Meituan', startPrice: '100.00', volatilityAnnual: 0.45, sector: 'Internet', spreadTicks: 10 },
    { id: 707, code: '1810', name: 'Xiaomi', startPrice: '42.00', volatilityAnnual: 0.45, sector: 'Consumer electronics', handCount: 200 },
    { id: 708, code: '0388', name: 'Hong Kong Exchanges and Clearing', startPrice: '410.00', volatilityAnnual: 0.3, sector: 'Financial services', spreadTicks: 20 },
    { id: 709, code: '0939', name: 'China Construction Bank', startPrice: '7.50', volatilityAnnual: 0.22, sector: 'Banks', handCount: 1000, spreadTicks: 1 },
    { id: 710, code: '2318', name: 'Ping An Insurance', startPrice: '55.00', volatilityAnnual: 0.3, sector: 'Insurance', handCount: 500 },
  ],
);

/** Korean stocks in won (no decimals); spreads follow KRX price steps (100, 500, 1,000 won). */
export const KOREA_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'korea', exchange: 'KRX', currency: 'KRW', handCount: 1, lever: 5, spreadTicks: 100 },
  [
    { id: 801, code: '005930', name: 'Samsung Electronics', startPrice: '100000', volatilityAnnual: 0.35, sector: 'Semiconductors' },
    { id: 802, code: '000660', name: 'SK hynix', startPrice: '550000', volatilityAnnual: 0.45, sector: 'Semiconductors', spreadTicks: 1000 },
    { id: 803, code: '035420', name: 'NAVER', startPrice: '250000', volatilityAnnual: 0.35, sector: 'Internet', spreadTicks: 500 },
    { id: 804, code: '005380', name: 'Hyundai Motor', startPrice: '250000', volatilityAnnual: 0.3, sector: 'Automobiles', spreadTicks: 500 },
    { id: 805, code: '051910', name: 'LG Chem', startPrice: '350000', volatilityAnnual: 0.4, sector: 'Chemicals', spreadTicks: 500 },
    { id: 806, code: '035720', name: 'Kakao', startPrice: '60000', volatilityAnnual: 0.4, sector: 'Internet' },
    { id: 807, code: '006400', name: 'Samsung SDI', startPrice: '250000', volatilityAnnual: 0.45, sector: 'Batteries', spreadTicks: 500 },
    { id: 808, code: '068270', name: 'Celltrion', startPrice: '180000', volatilityAnnual: 0.35, sector: 'Biotechnology' },
    { id: 809, code: '105560', name: 'KB Financial Group', startPrice: '120000', volatilityAnnual: 0.28, sector: 'Banks' },
    { id: 810, code: '373220', name: 'LG Energy Solution', startPrice: '400000', volatilityAnnual: 0.42, sector: 'Batteries', spreadTicks: 500 },
  ],
);

/** Indian stocks on the NSE, by NSE symbol. */
export const INDIA_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'india', exchange: 'NSE', currency: 'INR', handCount: 1, lever: 5, spreadTicks: 10 },
  [
    { id: 901, code: 'RELIANCE', name: 'Reliance Industries', startPrice: '1500.00', volatilityAnnual: 0.24, sector: 'Energy' },
    { id: 902, code: 'TCS', name: 'Tata Consultancy Services', startPrice: '3100.00', volatilityAnnual: 0.22, sector: 'IT services' },
    { id: 903, code: 'HDFCBANK', name: 'HDFC Bank', startPrice: '990.00', volatilityAnnual: 0.2, sector: 'Banks' },
    { id: 904, code: 'INFY', name: 'Infosys', startPrice: '1550.00', volatilityAnnual: 0.25, sector: 'IT services' },
    { id: 905, code: 'ICICIBANK', name: 'ICICI Bank', startPrice: '1380.00', volatilityAnnual: 0.22, sector: 'Banks' },
    { id: 906, code: 'SBIN', name: 'State Bank of India', startPrice: '950.00', volatilityAnnual: 0.26, sector: 'Banks' },
    { id: 907, code: 'BHARTIARTL', name: 'Bharti Airtel', startPrice: '2100.00', volatilityAnnual: 0.22, sector: 'Telecommunications' },
    { id: 908, code: 'ITC', name: 'ITC', startPrice: '410.00', volatilityAnnual: 0.2, sector: 'Consumer goods', spreadTicks: 5 },
    { id: 909, code: 'LT', name: 'Larsen & Toubro', startPrice: '4000.00', volatilityAnnual: 0.24, sector: 'Construction' },
    { id: 910, code: 'HINDUNILVR', name: 'Hindustan Unilever', startPrice: '2450.00', volatilityAnnual: 0.18, sector: 'Consumer goods' },
  ],
);

/** The same companies on the BSE, by BSE scrip code (the BSE's own numbers for them). */
export const BSE_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'bse', exchange: 'BSE', currency: 'INR', handCount: 1, lever: 5, spreadTicks: 10 },
  [
    { id: 1001, code: '500325', name: 'Reliance Industries', startPrice: '1500.50', volatilityAnnual: 0.24, sector: 'Energy' },
    { id: 1002, code: '532540', name: 'Tata Consultancy Services', startPrice: '3101.00', volatilityAnnual: 0.22, sector: 'IT services' },
    { id: 1003, code: '500180', name: 'HDFC Bank', startPrice: '990.20', volatilityAnnual: 0.2, sector: 'Banks' },
    { id: 1004, code: '500209', name: 'Infosys', startPrice: '1549.60', volatilityAnnual: 0.25, sector: 'IT services' },
    { id: 1005, code: '532174', name: 'ICICI Bank', startPrice: '1380.40', volatilityAnnual: 0.22, sector: 'Banks' },
    { id: 1006, code: '500112', name: 'State Bank of India', startPrice: '950.15', volatilityAnnual: 0.26, sector: 'Banks' },
    { id: 1007, code: '532454', name: 'Bharti Airtel', startPrice: '2099.80', volatilityAnnual: 0.22, sector: 'Telecommunications' },
    { id: 1008, code: '500875', name: 'ITC', startPrice: '410.05', volatilityAnnual: 0.2, sector: 'Consumer goods', spreadTicks: 5 },
    { id: 1009, code: '500510', name: 'Larsen & Toubro', startPrice: '4001.00', volatilityAnnual: 0.24, sector: 'Construction' },
    { id: 1010, code: '500696', name: 'Hindustan Unilever', startPrice: '2450.30', volatilityAnnual: 0.18, sector: 'Consumer goods' },
  ],
);
