import { parseMoney, parseStrategy, strategyParams } from '@demo/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiProducts, products } from '../../db/schema';
import { countAiProducts } from './store';

/**
 * The AI products a fresh install offers, one per strategy, so the screens have something real to
 * show; staff change or withdraw them in the console. Only their terms are written here: their
 * statistics are the backtest's (I4). Inserted only into an empty table, so staff edits stay.
 */
const SEED: ReadonlyArray<{
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  strategy: string;
  params: Record<string, number | string | boolean>;
  code: string;
  min: string;
  max: string;
  unit: string;
  lever: number;
  periodDays: number;
}> = [
  {
    name: 'NIFTY trend follower',
    nameHi: 'निफ्टी ट्रेंड फॉलोअर',
    description:
      'Momentum on the NIFTY 50: long while the index closes above its close 20 trading days earlier, short while below.',
    descriptionHi:
      'निफ्टी 50 पर मोमेंटम: जब तक सूचकांक 20 कारोबारी दिन पहले के बंद भाव से ऊपर बंद हो तब तक लॉन्ग, नीचे हो तो शॉर्ट।',
    strategy: 'momentum',
    params: { lookbackBars: 20, allowShort: true },
    code: 'NIFTY50',
    min: '1000',
    max: '500000',
    unit: '500',
    lever: 2,
    periodDays: 30,
  },
  {
    name: 'Reliance mean reversion',
    nameHi: 'रिलायंस मीन रिवर्ज़न',
    description:
      'Buys Reliance when it closes more than 1.5 standard deviations below its 20-day average and exits once it is back within 0.5.',
    descriptionHi:
      'रिलायंस का भाव 20 दिन के औसत से 1.5 मानक विचलन से अधिक नीचे बंद होने पर ख़रीदता है और 0.5 के भीतर लौटने पर निकल जाता है।',
    strategy: 'mean_reversion',
    params: { lookbackBars: 20, entryZ: '1.50', exitZ: '0.50', allowShort: false },
    code: 'RELIANCE',
    min: '2000',
    max: '300000',
    unit: '1000',
    lever: 1,
    periodDays: 60,
  },
  {
    name: 'Bitcoin crossover',
    nameHi: 'बिटकॉइन क्रॉसओवर',
    description: 'Moving-average crossover on Bitcoin: long while the 10-day average is above the 30-day, short below.',
    descriptionHi: 'बिटकॉइन पर मूविंग एवरेज क्रॉसओवर: 10 दिन का औसत 30 दिन के औसत से ऊपर हो तो लॉन्ग, नीचे हो तो शॉर्ट।',
    strategy: 'ma_crossover',
    params: { fastBars: 10, slowBars: 30, allowShort: true },
    code: 'BTCUSD',
    min: '500',
    max: '200000',
    unit: '100',
    lever: 3,
    periodDays: 7,
  },
  {
    name: 'Ether momentum',
    nameHi: 'ईथर मोमेंटम',
    description: 'Momentum on Ether: long while it closes above its close 5 days earlier, short while below.',
    descriptionHi: 'ईथर पर मोमेंटम: 5 दिन पहले के बंद भाव से ऊपर बंद हो तो लॉन्ग, नीचे हो तो शॉर्ट।',
    strategy: 'momentum',
    params: { lookbackBars: 5, allowShort: true },
    code: 'ETHUSD',
    min: '500',
    max: '100000',
    unit: '100',
    lever: 2,
    periodDays: 14,
  },
];

export async function seedAiProducts(db: Db): Promise<void> {
  if ((await countAiProducts(db)) > 0) return;
  let sortOrder = 0;
  for (const item of SEED) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, item.code));
    const spec = parseStrategy(item.strategy, item.params);
    const [min, max, unit] = [parseMoney(item.min), parseMoney(item.max), parseMoney(item.unit)];
    if (!product || !spec.ok || !min.ok || !max.ok || !unit.ok) continue;
    sortOrder += 10;
    await db.insert(aiProducts).values({
      name: item.name,
      nameHi: item.nameHi,
      description: item.description,
      descriptionHi: item.descriptionHi,
      strategy: spec.value.kind,
      params: strategyParams(spec.value),
      productId: product.id,
      minAmountMinor: min.value,
      maxAmountMinor: max.value,
      unitMinor: unit.value,
      lever: item.lever,
      periodDays: item.periodDays,
      sortOrder,
    });
  }
}
