import { buildInstruments, type Instrument, type StockRow, stockRows } from './instrument';

/**
 * Korean stocks in won (no decimals), KOSPI's largest companies; KRX trades single shares. Spreads
 * are one KRX price step for the price (10 won under ₩20,000, 50 to 50,000, 100 to 200,000, 500 to
 * 500,000, 1,000 above). Company names as the companies write them in English.
 */
const KOREA_ROWS: readonly StockRow[] = [
  [801, '005930', 'Samsung Electronics', '100000', 0.35, 'Semiconductors'],
  [802, '000660', 'SK hynix', '550000', 0.45, 'Semiconductors', { spreadTicks: 1000 }],
  [803, '035420', 'NAVER', '250000', 0.35, 'Internet', { spreadTicks: 500 }],
  [804, '005380', 'Hyundai Motor', '250000', 0.3, 'Automobiles', { spreadTicks: 500 }],
  [805, '051910', 'LG Chem', '350000', 0.4, 'Chemicals', { spreadTicks: 500 }],
  [806, '035720', 'Kakao', '60000', 0.4, 'Internet'],
  [807, '006400', 'Samsung SDI', '250000', 0.45, 'Batteries', { spreadTicks: 500 }],
  [808, '068270', 'Celltrion', '180000', 0.35, 'Biotechnology'],
  [809, '105560', 'KB Financial Group', '120000', 0.28, 'Banks'],
  [810, '373220', 'LG Energy Solution', '400000', 0.42, 'Batteries', { spreadTicks: 500 }],
  [811, '005490', 'POSCO Holdings', '300000', 0.35, 'Steel', { spreadTicks: 500 }],
  [812, '000270', 'Kia', '110000', 0.3, 'Automobiles'],
  [813, '012330', 'Hyundai Mobis', '280000', 0.28, 'Automobile parts', { spreadTicks: 500 }],
  [814, '055550', 'Shinhan Financial Group', '65000', 0.26, 'Banks'],
  [815, '086790', 'Hana Financial Group', '90000', 0.28, 'Banks'],
  [816, '207940', 'Samsung Biologics', '1100000', 0.32, 'Biotechnology', { spreadTicks: 1000 }],
  [817, '028260', 'Samsung C&T', '200000', 0.3, 'Conglomerates', { spreadTicks: 500 }],
  [818, '032830', 'Samsung Life Insurance', '130000', 0.3, 'Insurance'],
  [819, '066570', 'LG Electronics', '80000', 0.3, 'Consumer electronics'],
  [820, '003550', 'LG Corp', '75000', 0.24, 'Conglomerates'],
  [821, '017670', 'SK Telecom', '53000', 0.18, 'Telecommunications'],
  [822, '034730', 'SK Inc', '230000', 0.32, 'Conglomerates', { spreadTicks: 500 }],
  [823, '096770', 'SK Innovation', '110000', 0.38, 'Energy'],
  [824, '015760', 'Korea Electric Power', '40000', 0.32, 'Utilities', { spreadTicks: 50 }],
  [825, '033780', 'KT&G', '140000', 0.18, 'Tobacco'],
  [826, '012450', 'Hanwha Aerospace', '950000', 0.5, 'Defence', { spreadTicks: 1000 }],
  [827, '329180', 'HD Hyundai Heavy Industries', '550000', 0.45, 'Shipbuilding', { spreadTicks: 1000 }],
  [828, '009540', 'HD Korea Shipbuilding & Offshore Engineering', '380000', 0.45, 'Shipbuilding', { spreadTicks: 500 }],
  [829, '042660', 'Hanwha Ocean', '110000', 0.5, 'Shipbuilding'],
  [830, '000810', 'Samsung Fire & Marine Insurance', '420000', 0.24, 'Insurance', { spreadTicks: 500 }],
  [831, '011200', 'HMM', '21000', 0.35, 'Shipping', { spreadTicks: 50 }],
];

/** Korean stocks in won (no decimals); spreads follow KRX price steps. */
export const KOREA_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'korea', exchange: 'KRX', currency: 'KRW', handCount: 1, lever: 5, spreadTicks: 100 },
  stockRows(KOREA_ROWS),
);
