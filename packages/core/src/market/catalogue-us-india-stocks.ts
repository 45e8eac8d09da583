import { buildInstruments, type Instrument } from './instrument';

/**
 * Seed data for US stocks and Indian stocks on the NSE (by symbol) and the BSE (by scrip code).
 * Company names stay as the companies write them (no Hindi name); a hand is one share.
 */

/** US stocks on the New York calendar (NYSE and Nasdaq share its sessions). */
export const US_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'us', exchange: 'NYSE', currency: 'USD', handCount: 1, lever: 5, spreadTicks: 2 },
  [
    {
      id: 601,
      code: 'AAPL',
      name: 'Apple',
      startPrice: '270.00',
      volatilityAnnual: 0.28,
      sector: 'Technology hardware',
    },
    { id: 602, code: 'MSFT', name: 'Microsoft', startPrice: '510.00', volatilityAnnual: 0.25, sector: 'Software' },
    { id: 603, code: 'NVDA', name: 'NVIDIA', startPrice: '185.00', volatilityAnnual: 0.5, sector: 'Semiconductors' },
    { id: 604, code: 'AMZN', name: 'Amazon.com', startPrice: '230.00', volatilityAnnual: 0.32, sector: 'Retail' },
    {
      id: 605,
      code: 'GOOGL',
      name: 'Alphabet (Class A)',
      startPrice: '290.00',
      volatilityAnnual: 0.3,
      sector: 'Communication services',
    },
    {
      id: 606,
      code: 'META',
      name: 'Meta Platforms',
      startPrice: '600.00',
      volatilityAnnual: 0.38,
      sector: 'Communication services',
    },
    {
      id: 607,
      code: 'TSLA',
      name: 'Tesla',
      startPrice: '420.00',
      volatilityAnnual: 0.6,
      sector: 'Automobiles',
      spreadTicks: 5,
    },
    { id: 608, code: 'JPM', name: 'JPMorgan Chase', startPrice: '300.00', volatilityAnnual: 0.24, sector: 'Banks' },
    { id: 609, code: 'V', name: 'Visa', startPrice: '330.00', volatilityAnnual: 0.2, sector: 'Financial services' },
    { id: 610, code: 'XOM', name: 'Exxon Mobil', startPrice: '115.00', volatilityAnnual: 0.25, sector: 'Energy' },
  ],
);

/** Indian stocks on the NSE, by NSE symbol. */
export const INDIA_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'india', exchange: 'NSE', currency: 'INR', handCount: 1, lever: 5, spreadTicks: 10 },
  [
    {
      id: 901,
      code: 'RELIANCE',
      name: 'Reliance Industries',
      startPrice: '1500.00',
      volatilityAnnual: 0.24,
      sector: 'Energy',
    },
    {
      id: 902,
      code: 'TCS',
      name: 'Tata Consultancy Services',
      startPrice: '3100.00',
      volatilityAnnual: 0.22,
      sector: 'IT services',
    },
    { id: 903, code: 'HDFCBANK', name: 'HDFC Bank', startPrice: '990.00', volatilityAnnual: 0.2, sector: 'Banks' },
    { id: 904, code: 'INFY', name: 'Infosys', startPrice: '1550.00', volatilityAnnual: 0.25, sector: 'IT services' },
    { id: 905, code: 'ICICIBANK', name: 'ICICI Bank', startPrice: '1380.00', volatilityAnnual: 0.22, sector: 'Banks' },
    {
      id: 906,
      code: 'SBIN',
      name: 'State Bank of India',
      startPrice: '950.00',
      volatilityAnnual: 0.26,
      sector: 'Banks',
    },
    {
      id: 907,
      code: 'BHARTIARTL',
      name: 'Bharti Airtel',
      startPrice: '2100.00',
      volatilityAnnual: 0.22,
      sector: 'Telecommunications',
    },
    {
      id: 908,
      code: 'ITC',
      name: 'ITC',
      startPrice: '410.00',
      volatilityAnnual: 0.2,
      sector: 'Consumer goods',
      spreadTicks: 5,
    },
    {
      id: 909,
      code: 'LT',
      name: 'Larsen & Toubro',
      startPrice: '4000.00',
      volatilityAnnual: 0.24,
      sector: 'Construction',
    },
    {
      id: 910,
      code: 'HINDUNILVR',
      name: 'Hindustan Unilever',
      startPrice: '2450.00',
      volatilityAnnual: 0.18,
      sector: 'Consumer goods',
    },
  ],
);

/** The same companies on the BSE, by BSE scrip code (the BSE's own numbers for them). */
export const BSE_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'bse', exchange: 'BSE', currency: 'INR', handCount: 1, lever: 5, spreadTicks: 10 },
  [
    {
      id: 1001,
      code: '500325',
      name: 'Reliance Industries',
      startPrice: '1500.50',
      volatilityAnnual: 0.24,
      sector: 'Energy',
    },
    {
      id: 1002,
      code: '532540',
      name: 'Tata Consultancy Services',
      startPrice: '3101.00',
      volatilityAnnual: 0.22,
      sector: 'IT services',
    },
    { id: 1003, code: '500180', name: 'HDFC Bank', startPrice: '990.20', volatilityAnnual: 0.2, sector: 'Banks' },
    { id: 1004, code: '500209', name: 'Infosys', startPrice: '1549.60', volatilityAnnual: 0.25, sector: 'IT services' },
    { id: 1005, code: '532174', name: 'ICICI Bank', startPrice: '1380.40', volatilityAnnual: 0.22, sector: 'Banks' },
    {
      id: 1006,
      code: '500112',
      name: 'State Bank of India',
      startPrice: '950.15',
      volatilityAnnual: 0.26,
      sector: 'Banks',
    },
    {
      id: 1007,
      code: '532454',
      name: 'Bharti Airtel',
      startPrice: '2099.80',
      volatilityAnnual: 0.22,
      sector: 'Telecommunications',
    },
    {
      id: 1008,
      code: '500875',
      name: 'ITC',
      startPrice: '410.05',
      volatilityAnnual: 0.2,
      sector: 'Consumer goods',
      spreadTicks: 5,
    },
    {
      id: 1009,
      code: '500510',
      name: 'Larsen & Toubro',
      startPrice: '4001.00',
      volatilityAnnual: 0.24,
      sector: 'Construction',
    },
    {
      id: 1010,
      code: '500696',
      name: 'Hindustan Unilever',
      startPrice: '2450.30',
      volatilityAnnual: 0.18,
      sector: 'Consumer goods',
    },
  ],
);
