import { buildInstruments, type Instrument, type StockRow, stockRows } from './instrument';

/**
 * Korean stocks in won (no decimals), KOSPI's largest companies; KRX trades single shares. Spreads
 * are one KRX price step for the price (10 won under ₩20,000, 50 to 50,000, 100 to 200,000, 500 to
 * 500,000, 1,000 above). Company names as the companies write them in English.
 */
const KOREA_ROWS: readonly StockRow[] = [
  [801, '005930', 'Samsung Electronics', '100000', 0.35, 'Semiconductors', { listedOn: '1975-06-11' }],
  [802, '000660', 'SK hynix', '550000', 0.45, 'Semiconductors', { spreadTicks: 1000, listedOn: '1996-12-26' }],
  [803, '035420', 'NAVER', '250000', 0.35, 'Internet', { spreadTicks: 500, listedOn: '2002-10-29' }],
  [804, '005380', 'Hyundai Motor', '250000', 0.3, 'Automobiles', { spreadTicks: 500 }],
  [805, '051910', 'LG Chem', '350000', 0.4, 'Chemicals', { spreadTicks: 500, listedOn: '2001-04-25' }],
  [806, '035720', 'Kakao', '60000', 0.4, 'Internet', { listedOn: '1999-11-11' }],
  [807, '006400', 'Samsung SDI', '250000', 0.45, 'Batteries', { spreadTicks: 500 }],
  [808, '068270', 'Celltrion', '180000', 0.35, 'Biotechnology', { listedOn: '2005-07-19' }],
  [809, '105560', 'KB Financial Group', '120000', 0.28, 'Banks', { listedOn: '2008-10-10' }],
  [810, '373220', 'LG Energy Solution', '400000', 0.42, 'Batteries', { spreadTicks: 500, listedOn: '2022-01-27' }],
  [811, '005490', 'POSCO Holdings', '300000', 0.35, 'Steel', { spreadTicks: 500, listedOn: '1988-06-10' }],
  [812, '000270', 'Kia', '110000', 0.3, 'Automobiles'],
  [813, '012330', 'Hyundai Mobis', '280000', 0.28, 'Automobile parts', { spreadTicks: 500 }],
  [814, '055550', 'Shinhan Financial Group', '65000', 0.26, 'Banks', { listedOn: '2001-09-10' }],
  [815, '086790', 'Hana Financial Group', '90000', 0.28, 'Banks', { listedOn: '2005-12-12' }],
  [816, '207940', 'Samsung Biologics', '1100000', 0.32, 'Biotechnology', { spreadTicks: 1000, listedOn: '2016-11-10' }],
  [817, '028260', 'Samsung C&T', '200000', 0.3, 'Conglomerates', { spreadTicks: 500, listedOn: '2014-12-18' }],
  [818, '032830', 'Samsung Life Insurance', '130000', 0.3, 'Insurance', { listedOn: '2010-05-12' }],
  [819, '066570', 'LG Electronics', '80000', 0.3, 'Consumer electronics', { listedOn: '2002-04-22' }],
  [820, '003550', 'LG Corp', '75000', 0.24, 'Conglomerates'],
  [821, '017670', 'SK Telecom', '53000', 0.18, 'Telecommunications', { listedOn: '1989-11-07' }],
  [822, '034730', 'SK Inc', '230000', 0.32, 'Conglomerates', { spreadTicks: 500, listedOn: '2009-11-11' }],
  [823, '096770', 'SK Innovation', '110000', 0.38, 'Energy', { listedOn: '2007-07-25' }],
  [824, '015760', 'Korea Electric Power', '40000', 0.32, 'Utilities', { spreadTicks: 50, listedOn: '1989-08-10' }],
  [825, '033780', 'KT&G', '140000', 0.18, 'Tobacco', { listedOn: '1999-10-08' }],
  [826, '012450', 'Hanwha Aerospace', '950000', 0.5, 'Defence', { spreadTicks: 1000 }],
  [
    827,
    '329180',
    'HD Hyundai Heavy Industries',
    '550000',
    0.45,
    'Shipbuilding',
    { spreadTicks: 1000, listedOn: '2021-09-17' },
  ],
  [
    828,
    '009540',
    'HD Korea Shipbuilding & Offshore Engineering',
    '380000',
    0.45,
    'Shipbuilding',
    { spreadTicks: 500, listedOn: '1999-08-24' },
  ],
  [829, '042660', 'Hanwha Ocean', '110000', 0.5, 'Shipbuilding', { listedOn: '2001-02-02' }],
  [830, '000810', 'Samsung Fire & Marine Insurance', '420000', 0.24, 'Insurance', { spreadTicks: 500 }],
  [831, '011200', 'HMM', '21000', 0.35, 'Shipping', { spreadTicks: 50, listedOn: '1995-09-29' }],
];

/** Korean stocks in won (no decimals); spreads follow KRX price steps. */
export const KOREA_STOCKS: readonly Instrument[] = buildInstruments(
  {
    market: 'korea',
    exchange: 'KRX',
    currency: 'KRW',
    handCount: 1,
    lever: 5,
    spreadTicks: 100,
    // KOSPI's base date, 4 January 1980, for the older listings; the rest (and Samsung) state their own.
    listedOn: '1980-01-04',
  },
  stockRows(KOREA_ROWS),
);
