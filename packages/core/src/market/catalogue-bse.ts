import { INDIA_STOCKS, NSE_HISTORY_FROM } from './catalogue-nse';
import { buildInstruments, type Instrument, type InstrumentRow } from './instrument';

/**
 * Indian stocks on the BSE, by BSE scrip code: the thirty SENSEX constituents (as of the June 2025
 * review). Each is the same company as an NSE line, so its name, reference price, volatility and
 * sector are read from that line (one source for the name on every screen), and its price walks the
 * NSE line's path (catalogue-links.ts, SPEC K5): the two listings differ only by their spreads.
 */
const BSE_LISTINGS: readonly (readonly [id: number, scripCode: string, nseSymbol: string])[] = [
  [1001, '500325', 'RELIANCE'],
  [1002, '532540', 'TCS'],
  [1003, '500180', 'HDFCBANK'],
  [1004, '500209', 'INFY'],
  [1005, '532174', 'ICICIBANK'],
  [1006, '500112', 'SBIN'],
  [1007, '532454', 'BHARTIARTL'],
  [1008, '500875', 'ITC'],
  [1009, '500510', 'LT'],
  [1010, '500696', 'HINDUNILVR'],
  [1011, '532921', 'ADANIPORTS'],
  [1012, '500820', 'ASIANPAINT'],
  [1013, '532215', 'AXISBANK'],
  [1014, '500034', 'BAJFINANCE'],
  [1015, '532978', 'BAJAJFINSV'],
  [1016, '500049', 'BEL'],
  [1017, '543320', 'ETERNAL'],
  [1018, '532281', 'HCLTECH'],
  [1019, '500247', 'KOTAKBANK'],
  [1020, '500520', 'M&M'],
  [1021, '532500', 'MARUTI'],
  [1022, '532555', 'NTPC'],
  [1023, '532898', 'POWERGRID'],
  [1024, '524715', 'SUNPHARMA'],
  [1025, '500570', 'TMPV'],
  [1026, '500470', 'TATASTEEL'],
  [1027, '532755', 'TECHM'],
  [1028, '500114', 'TITAN'],
  [1029, '500251', 'TRENT'],
  [1030, '532538', 'ULTRACEMCO'],
];

/** The NSE symbol of each BSE scrip code above. */
export const BSE_NSE_SYMBOL: Readonly<Record<string, string>> = Object.fromEntries(
  BSE_LISTINGS.map(([, code, symbol]) => [code, symbol]),
);

const nseBySymbol = new Map(INDIA_STOCKS.map((i) => [i.code, i]));

function bseRow([id, code, symbol]: (typeof BSE_LISTINGS)[number]): InstrumentRow {
  const nse = nseBySymbol.get(symbol);
  if (!nse) throw new Error(`BSE ${code} names ${symbol}, which is not an NSE line`);
  return {
    id,
    code,
    name: nse.name,
    startPrice: nse.startPrice,
    volatilityAnnual: nse.volatilityAnnual,
    spreadTicks: nse.spreadTicks,
    // A company listed after NSE history begins listed on both exchanges together; an older one
    // carries BSE history from the SENSEX's first day.
    ...(nse.listedOn === NSE_HISTORY_FROM ? {} : { listedOn: nse.listedOn }),
    ...(nse.sector === undefined ? {} : { sector: nse.sector }),
  };
}

export const BSE_STOCKS: readonly Instrument[] = buildInstruments(
  { market: 'bse', exchange: 'BSE', currency: 'INR', handCount: 1, lever: 5, spreadTicks: 10, listedOn: '1986-01-02' },
  BSE_LISTINGS.map(bseRow),
);
