import { buildInstruments, type Instrument } from './instrument';

/**
 * The main forex crosses beside the majors of catalogue-forex-crypto.ts (where EURJPY and GBPJPY
 * already sit). Every cross is priced from its two USD legs at the same instant
 * (catalogue-links.ts, SPEC K6), so its reference price here is the product of the legs' and only
 * shows in the console. A hand is 1,000 units of the base currency, like the majors.
 */
export const FOREX_CROSSES: readonly Instrument[] = buildInstruments(
  { market: 'forex', exchange: 'FX', currency: 'USD', handCount: 1000, lever: 100, spreadTicks: 20 },
  [
    cross(151, 'EURGBP', 'Euro / British Pound', 'यूरो / ब्रिटिश पाउंड', '0.88213', 'GBP'),
    cross(152, 'EURCHF', 'Euro / Swiss Franc', 'यूरो / स्विस फ़्रैंक', '0.93380', 'CHF'),
    cross(153, 'EURAUD', 'Euro / Australian Dollar', 'यूरो / ऑस्ट्रेलियाई डॉलर', '1.77914', 'AUD'),
    cross(154, 'EURCAD', 'Euro / Canadian Dollar', 'यूरो / कनाडाई डॉलर', '1.62980', 'CAD'),
    cross(155, 'EURNZD', 'Euro / New Zealand Dollar', 'यूरो / न्यूज़ीलैंड डॉलर', '2.04225', 'NZD'),
    cross(156, 'GBPCHF', 'British Pound / Swiss Franc', 'ब्रिटिश पाउंड / स्विस फ़्रैंक', '1.05858', 'CHF'),
    cross(157, 'GBPAUD', 'British Pound / Australian Dollar', 'ब्रिटिश पाउंड / ऑस्ट्रेलियाई डॉलर', '2.01687', 'AUD'),
    cross(158, 'GBPCAD', 'British Pound / Canadian Dollar', 'ब्रिटिश पाउंड / कनाडाई डॉलर', '1.84758', 'CAD'),
    cross(159, 'AUDJPY', 'Australian Dollar / Japanese Yen', 'ऑस्ट्रेलियाई डॉलर / जापानी येन', '100.734', 'JPY'),
    cross(160, 'CADJPY', 'Canadian Dollar / Japanese Yen', 'कनाडाई डॉलर / जापानी येन', '109.964', 'JPY'),
    cross(161, 'CHFJPY', 'Swiss Franc / Japanese Yen', 'स्विस फ़्रैंक / जापानी येन', '191.925', 'JPY'),
    cross(162, 'NZDJPY', 'New Zealand Dollar / Japanese Yen', 'न्यूज़ीलैंड डॉलर / जापानी येन', '87.756', 'JPY'),
    cross(163, 'AUDNZD', 'Australian Dollar / New Zealand Dollar', 'ऑस्ट्रेलियाई डॉलर / न्यूज़ीलैंड डॉलर', '1.14789', 'NZD'),
    cross(164, 'AUDCAD', 'Australian Dollar / Canadian Dollar', 'ऑस्ट्रेलियाई डॉलर / कनाडाई डॉलर', '0.91606', 'CAD'),
    { ...cross(165, 'EURINR', 'Euro / Indian Rupee', 'यूरो / भारतीय रुपया', '102.8340', 'INR'), spreadTicks: 60 },
    {
      ...cross(166, 'GBPINR', 'British Pound / Indian Rupee', 'ब्रिटिश पाउंड / भारतीय रुपया', '116.5748', 'INR'),
      spreadTicks: 70,
    },
  ],
);

/**
 * A cross's history starts when both its currencies floated: the euro's crosses on 4 January 1999,
 * the Australian dollar's after its float of 12 December 1983, the New Zealand dollar's after
 * 4 March 1985, the rupee's after its market rate of 1 March 1993; the rest with the float of 1973.
 */
function listedOn(code: string): string {
  if (code.startsWith('EUR')) return '1999-01-04';
  if (code.endsWith('INR')) return '1993-03-01';
  if (code.includes('NZD')) return '1985-03-04';
  if (code.includes('AUD')) return '1983-12-12';
  return '1973-03-19';
}

function cross(id: number, code: string, name: string, nameHi: string, startPrice: string, currency: string) {
  return { id, code, name, nameHi, startPrice, currency, volatilityAnnual: 0.09, listedOn: listedOn(code) };
}
