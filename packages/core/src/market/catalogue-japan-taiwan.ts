import { buildInstruments, type Instrument, type StockRow, stockRows } from './instrument';

/**
 * The global stocks list: blue chips listed in Tokyo (board lot 100, yen without decimals) and
 * Taipei (board lot 1,000, New Taiwan dollars with two decimals). Company names stay as the
 * companies write them. Spreads are one to two of the exchange's price steps.
 */
const TAIWAN = { handCount: 1000, exchange: 'TWSE', currency: 'TWD' } as const;

const GLOBAL_ROWS: readonly StockRow[] = [
  [501, '7203', 'Toyota Motor', '2800', 0.28, 'Automobiles'],
  [502, '6758', 'Sony Group', '4100', 0.3, 'Consumer electronics'],
  [503, '9984', 'SoftBank Group', '18000', 0.5, 'Telecommunications', { spreadTicks: 10, listedOn: '1994-07-22' }],
  [504, '8306', 'Mitsubishi UFJ Financial Group', '2300', 0.3, 'Banks', { listedOn: '2001-04-02' }],
  [505, '6861', 'Keyence', '56000', 0.28, 'Electronic equipment', { spreadTicks: 20, listedOn: '1987-10-06' }],
  [506, '9983', 'Fast Retailing', '54000', 0.3, 'Retail', { spreadTicks: 20, listedOn: '1994-07-14' }],
  [507, '7974', 'Nintendo', '12500', 0.32, 'Entertainment', { spreadTicks: 10 }],
  [
    508,
    '2330',
    'TSMC (Taiwan Semiconductor Manufacturing)',
    '1450.00',
    0.3,
    'Semiconductors',
    { ...TAIWAN, spreadTicks: 500, listedOn: '1994-09-05' },
  ],
  [
    509,
    '2317',
    'Hon Hai Precision (Foxconn)',
    '230.00',
    0.32,
    'Electronics manufacturing',
    { ...TAIWAN, spreadTicks: 50, listedOn: '1991-06-18' },
  ],
  [510, '2454', 'MediaTek', '1400.00', 0.35, 'Semiconductors', { ...TAIWAN, spreadTicks: 500, listedOn: '2001-07-23' }],
  [511, '8035', 'Tokyo Electron', '27000', 0.45, 'Semiconductors', { spreadTicks: 10, listedOn: '1980-11-11' }],
  [512, '6501', 'Hitachi', '4500', 0.32, 'Industrials', { spreadTicks: 5 }],
  [513, '8058', 'Mitsubishi Corporation', '3400', 0.26, 'Trading'],
  [514, '8001', 'ITOCHU', '8500', 0.24, 'Trading', { spreadTicks: 5 }],
  [515, '7011', 'Mitsubishi Heavy Industries', '3800', 0.42, 'Machinery', { spreadTicks: 5 }],
  [516, '4063', 'Shin-Etsu Chemical', '4800', 0.3, 'Chemicals', { spreadTicks: 5 }],
  [517, '8316', 'Sumitomo Mitsui Financial Group', '4200', 0.3, 'Banks', { spreadTicks: 5, listedOn: '2002-12-02' }],
  [518, '4502', 'Takeda Pharmaceutical', '4300', 0.2, 'Pharmaceuticals', { spreadTicks: 5 }],
  [519, '6098', 'Recruit Holdings', '8500', 0.32, 'Services', { spreadTicks: 10, listedOn: '2014-10-16' }],
  [520, '7267', 'Honda Motor', '1550', 0.28, 'Automobiles'],
  [521, '6367', 'Daikin Industries', '18500', 0.28, 'Machinery', { spreadTicks: 10 }],
  [522, '4568', 'Daiichi Sankyo', '3700', 0.32, 'Pharmaceuticals', { spreadTicks: 5, listedOn: '2005-09-28' }],
  [523, '8766', 'Tokio Marine Holdings', '5600', 0.26, 'Insurance', { spreadTicks: 5, listedOn: '2002-04-02' }],
  [524, '6902', 'Denso', '2000', 0.28, 'Automobile parts'],
  [525, '9433', 'KDDI', '2600', 0.18, 'Telecommunications', { listedOn: '1993-09-01' }],
  [526, '6954', 'Fanuc', '4300', 0.3, 'Machinery', { spreadTicks: 5, listedOn: '1976-07-01' }],
  [527, '9432', 'NTT', '150.0', 0.18, 'Telecommunications', { spreadTicks: 2, listedOn: '1987-02-09' }],
  [
    528,
    '2308',
    'Delta Electronics',
    '900.00',
    0.35,
    'Electronics',
    { ...TAIWAN, spreadTicks: 100, listedOn: '1988-12-19' },
  ],
  [
    529,
    '2382',
    'Quanta Computer',
    '290.00',
    0.38,
    'Electronics manufacturing',
    { ...TAIWAN, spreadTicks: 50, listedOn: '1999-01-08' },
  ],
  [
    530,
    '2881',
    'Fubon Financial Holding',
    '90.00',
    0.22,
    'Financial services',
    { ...TAIWAN, spreadTicks: 10, listedOn: '2001-12-19' },
  ],
  [
    531,
    '2412',
    'Chunghwa Telecom',
    '130.00',
    0.12,
    'Telecommunications',
    { ...TAIWAN, spreadTicks: 50, listedOn: '2000-10-27' },
  ],
  [
    532,
    '2891',
    'CTBC Financial Holding',
    '42.00',
    0.22,
    'Banks',
    { ...TAIWAN, spreadTicks: 5, listedOn: '2002-05-17' },
  ],
];

/** Global blue chips, listed in Tokyo and Taipei (which gives those time zones a home). */
export const GLOBAL_STOCKS: readonly Instrument[] = buildInstruments(
  {
    market: 'stocks',
    exchange: 'TSE',
    currency: 'JPY',
    handCount: 100,
    lever: 5,
    spreadTicks: 2,
    // The Tokyo Stock Exchange reopened on 16 May 1949; later listings (and every Taipei one) state their own.
    listedOn: '1949-05-16',
  },
  stockRows(GLOBAL_ROWS),
);
