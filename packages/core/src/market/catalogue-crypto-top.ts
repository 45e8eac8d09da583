import { buildInstruments, type Instrument } from './instrument';

/**
 * The rest of the top cryptocurrencies by market value (late 2025, stablecoins left out), beside
 * the ten of catalogue-forex-crypto.ts. Quoted in US dollars, 24/7. Hindi names are the ones Indian
 * exchanges and news use, written in Devanagari. Each coin's history starts at its first traded price.
 */
export const CRYPTO_TOP: readonly Instrument[] = buildInstruments(
  { market: 'crypto', exchange: 'CRYPTO', currency: 'USD', handCount: 1, lever: 20, spreadTicks: 5 },
  [
    coin(411, 'TRXUSD', 'TRON', 'ट्रॉन', '0.28000', 0.6, { listedOn: '2017-09-13', handCount: 1000, spreadTicks: 10 }),
    coin(412, 'BCHUSD', 'Bitcoin Cash', 'बिटकॉइन कैश', '520.00', 0.75, { listedOn: '2017-08-01', spreadTicks: 30 }),
    coin(413, 'XLMUSD', 'Stellar', 'स्टेलर', '0.25000', 0.85, {
      listedOn: '2014-08-05',
      handCount: 1000,
      spreadTicks: 10,
    }),
    coin(414, 'SUIUSD', 'Sui', 'सुई', '1.6000', 1.1, { listedOn: '2023-05-03', handCount: 100, spreadTicks: 5 }),
    coin(415, 'HBARUSD', 'Hedera', 'हेडेरा', '0.15000', 0.95, {
      listedOn: '2019-09-17',
      handCount: 1000,
      spreadTicks: 10,
    }),
    coin(416, 'TONUSD', 'Toncoin', 'टोनकॉइन', '1.6000', 0.8, {
      listedOn: '2021-08-26',
      handCount: 100,
      spreadTicks: 5,
    }),
    coin(417, 'DOTUSD', 'Polkadot', 'पोल्काडॉट', '2.500', 0.95, {
      listedOn: '2020-08-18',
      handCount: 10,
      spreadTicks: 3,
    }),
    coin(418, 'SHIBUSD', 'Shiba Inu', 'शीबा इनु', '0.00000900', 1.0, {
      listedOn: '2020-08-01',
      handCount: 1000000,
      spreadTicks: 3,
    }),
    coin(419, 'UNIUSD', 'Uniswap', 'यूनिस्वैप', '6.500', 1.0, { listedOn: '2020-09-17', handCount: 10, spreadTicks: 5 }),
    coin(420, 'NEARUSD', 'NEAR Protocol', 'नियर प्रोटोकॉल', '2.200', 1.05, {
      listedOn: '2020-10-14',
      handCount: 10,
      spreadTicks: 3,
    }),
    coin(421, 'ETCUSD', 'Ethereum Classic', 'एथेरियम क्लासिक', '14.000', 0.85, {
      listedOn: '2016-07-24',
      handCount: 10,
      spreadTicks: 10,
    }),
    coin(422, 'ATOMUSD', 'Cosmos', 'कॉसमॉस', '3.000', 0.9, { listedOn: '2019-03-14', handCount: 10, spreadTicks: 3 }),
  ],
);

function coin(
  id: number,
  code: string,
  name: string,
  nameHi: string,
  startPrice: string,
  volatilityAnnual: number,
  more: { listedOn: string; handCount?: number; spreadTicks: number },
) {
  return { id, code, name, nameHi, startPrice, volatilityAnnual, ...more };
}
