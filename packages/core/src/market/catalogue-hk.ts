import { buildInstruments, type Instrument, type StockRow, stockRows } from './instrument';

/**
 * Hong Kong stocks in Hong Kong dollars, mostly Hang Seng Index constituents. Hand sizes are each
 * stock's board lot; spreads are one of HKEX's price steps for the price (HK$0.01 under HK$10, 0.02
 * to 20, 0.05 to 100, 0.10 to 200, 0.20 to 500, 0.50 to 1,000). Company names as the companies write them.
 */
const HK_ROWS: readonly StockRow[] = [
  [701, '0700', 'Tencent Holdings', '630.00', 0.32, 'Internet', { spreadTicks: 50, listedOn: '2004-06-16' }],
  [702, '9988', 'Alibaba Group', '160.00', 0.4, 'Internet', { spreadTicks: 10, listedOn: '2019-11-26' }],
  [703, '0005', 'HSBC Holdings', '105.00', 0.22, 'Banks', { handCount: 400 }],
  [704, '1299', 'AIA Group', '75.00', 0.28, 'Insurance', { handCount: 200, listedOn: '2010-10-29' }],
  [705, '0941', 'China Mobile', '85.00', 0.2, 'Telecommunications', { handCount: 500, listedOn: '1997-10-23' }],
  [706, '3690', 'Meituan', '100.00', 0.45, 'Internet', { spreadTicks: 10, listedOn: '2018-09-20' }],
  [707, '1810', 'Xiaomi', '42.00', 0.45, 'Consumer electronics', { handCount: 200, listedOn: '2018-07-09' }],
  [
    708,
    '0388',
    'Hong Kong Exchanges and Clearing',
    '410.00',
    0.3,
    'Financial services',
    { spreadTicks: 20, listedOn: '2000-06-27' },
  ],
  [
    709,
    '0939',
    'China Construction Bank',
    '7.50',
    0.22,
    'Banks',
    { handCount: 1000, spreadTicks: 1, listedOn: '2005-10-27' },
  ],
  [710, '2318', 'Ping An Insurance', '55.00', 0.3, 'Insurance', { handCount: 500, listedOn: '2004-06-24' }],
  [
    711,
    '1211',
    'BYD Company',
    '100.00',
    0.4,
    'Automobiles',
    { handCount: 500, spreadTicks: 10, listedOn: '2002-07-31' },
  ],
  [712, '2020', 'ANTA Sports Products', '85.00', 0.32, 'Apparel', { handCount: 200, listedOn: '2007-07-10' }],
  [
    713,
    '1398',
    'Industrial and Commercial Bank of China',
    '6.00',
    0.2,
    'Banks',
    { handCount: 1000, spreadTicks: 1, listedOn: '2006-10-27' },
  ],
  [714, '3988', 'Bank of China', '4.40', 0.2, 'Banks', { handCount: 1000, spreadTicks: 1, listedOn: '2006-06-01' }],
  [715, '0883', 'CNOOC', '19.50', 0.28, 'Energy', { handCount: 1000, spreadTicks: 2, listedOn: '2001-02-28' }],
  [716, '0857', 'PetroChina', '7.50', 0.28, 'Energy', { handCount: 2000, spreadTicks: 1, listedOn: '2000-04-07' }],
  [717, '0016', 'Sun Hung Kai Properties', '95.00', 0.26, 'Real estate', { handCount: 500 }],
  [718, '0001', 'CK Hutchison Holdings', '52.00', 0.24, 'Conglomerates', { handCount: 500 }],
  [719, '0002', 'CLP Holdings', '66.00', 0.14, 'Utilities', { handCount: 500 }],
  [720, '0003', 'Hong Kong and China Gas', '7.00', 0.18, 'Utilities', { handCount: 1000, spreadTicks: 1 }],
  [721, '0011', 'Hang Seng Bank', '150.00', 0.2, 'Banks', { spreadTicks: 10 }],
  [722, '0027', 'Galaxy Entertainment Group', '40.00', 0.36, 'Casinos', { handCount: 1000 }],
  [723, '0066', 'MTR Corporation', '28.00', 0.18, 'Transport', { handCount: 500, listedOn: '2000-10-05' }],
  [724, '0175', 'Geely Automobile', '17.00', 0.42, 'Automobiles', { handCount: 1000, spreadTicks: 2 }],
  [725, '0267', 'CITIC', '12.00', 0.24, 'Conglomerates', { handCount: 1000, spreadTicks: 2 }],
  [
    726,
    '0386',
    'China Petroleum & Chemical (Sinopec)',
    '4.30',
    0.24,
    'Energy',
    { handCount: 2000, spreadTicks: 1, listedOn: '2000-10-19' },
  ],
  [
    727,
    '0688',
    'China Overseas Land & Investment',
    '13.50',
    0.34,
    'Real estate',
    { handCount: 500, spreadTicks: 2, listedOn: '1992-08-20' },
  ],
  [
    728,
    '0762',
    'China Unicom',
    '8.50',
    0.24,
    'Telecommunications',
    { handCount: 2000, spreadTicks: 1, listedOn: '2000-06-22' },
  ],
  [729, '0823', 'Link REIT', '37.00', 0.2, 'Real estate', { listedOn: '2005-11-25' }],
  [730, '1024', 'Kuaishou Technology', '70.00', 0.45, 'Internet', { listedOn: '2021-02-05' }],
  [731, '9618', 'JD.com', '125.00', 0.4, 'Internet', { handCount: 50, spreadTicks: 10, listedOn: '2020-06-18' }],
  [732, '9999', 'NetEase', '210.00', 0.32, 'Internet', { spreadTicks: 20, listedOn: '2020-06-11' }],
];

/** Hong Kong stocks; hand sizes are their board lots. */
export const HK_STOCKS: readonly Instrument[] = buildInstruments(
  {
    market: 'hk',
    exchange: 'HKEX',
    currency: 'HKD',
    handCount: 100,
    lever: 5,
    spreadTicks: 5,
    // The unified Stock Exchange of Hong Kong opened on 2 April 1986; later listings state their own.
    listedOn: '1986-04-02',
  },
  stockRows(HK_ROWS),
);
