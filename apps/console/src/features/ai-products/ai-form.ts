import type { consoleAiApi, PayloadIn } from '@demo/contract';

type AdminAiProduct = consoleAiApi.AdminAiProduct;

/**
 * The AI product form's values and payloads. Strategy parameters are typed per strategy (bars as whole
 * numbers, z thresholds as decimals) and sent as one JSON object; there is no field for a statistic.
 */
export const STRATEGY_OPTIONS = [
  { value: 'momentum', label: 'Momentum' },
  { value: 'mean_reversion', label: 'Mean reversion' },
  { value: 'ma_crossover', label: 'Moving-average crossover' },
] as const;
export type StrategyKind = (typeof STRATEGY_OPTIONS)[number]['value'];

export interface AiFormValues {
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  strategy: StrategyKind;
  code: string;
  lookbackBars?: number;
  entryZ?: string;
  exitZ?: string;
  fastBars?: number;
  slowBars?: number;
  allowShort: boolean;
  minAmount: string;
  maxAmount: string;
  unit: string;
  lever: number;
  periodDays: number;
  enabled: boolean;
  sortOrder?: number;
  reason: string;
}

export const NEW_AI_DEFAULTS: Partial<AiFormValues> = {
  strategy: 'momentum',
  lookbackBars: 20,
  entryZ: '1.50',
  exitZ: '0.50',
  fastBars: 10,
  slowBars: 30,
  allowShort: true,
  minAmount: '1000',
  maxAmount: '100000',
  unit: '100',
  lever: 1,
  periodDays: 30,
  enabled: true,
};

/** The strategy's parameters as the server reads them (core `parseStrategy`). */
export function paramsOf(values: AiFormValues): Record<string, number | string | boolean> {
  switch (values.strategy) {
    case 'momentum':
      return { lookbackBars: values.lookbackBars ?? 0, allowShort: values.allowShort };
    case 'mean_reversion':
      return {
        lookbackBars: values.lookbackBars ?? 0,
        entryZ: values.entryZ ?? '',
        exitZ: values.exitZ ?? '',
        allowShort: values.allowShort,
      };
    case 'ma_crossover':
      return { fastBars: values.fastBars ?? 0, slowBars: values.slowBars ?? 0, allowShort: values.allowShort };
  }
}

export function toPayload(values: AiFormValues): PayloadIn<typeof consoleAiApi.aiProductCreate> {
  return {
    name: values.name.trim(),
    nameHi: values.nameHi.trim(),
    description: values.description.trim(),
    descriptionHi: values.descriptionHi.trim(),
    strategy: values.strategy,
    params: JSON.stringify(paramsOf(values)),
    code: values.code.trim().toUpperCase(),
    minAmount: values.minAmount,
    maxAmount: values.maxAmount,
    unit: values.unit,
    lever: values.lever,
    periodDays: values.periodDays,
    enabled: values.enabled,
    ...(values.sortOrder === undefined ? {} : { sortOrder: values.sortOrder }),
    reason: values.reason.trim(),
  };
}

/** The edit form's starting values: the product's terms, no reason yet. */
export function editValuesOf(product: AdminAiProduct): Partial<AiFormValues> {
  const p = product.params;
  const values: Partial<AiFormValues> = {
    name: product.name,
    nameHi: product.nameHi,
    description: product.description,
    descriptionHi: product.descriptionHi,
    strategy: product.strategy,
    code: product.code,
    allowShort: p.allowShort === true,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    unit: product.unit,
    lever: product.lever,
    periodDays: product.periodDays,
    enabled: product.enabled,
    sortOrder: product.sortOrder,
  };
  if (typeof p.lookbackBars === 'number') values.lookbackBars = p.lookbackBars;
  if (typeof p.entryZ === 'string') values.entryZ = p.entryZ;
  if (typeof p.exitZ === 'string') values.exitZ = p.exitZ;
  if (typeof p.fastBars === 'number') values.fastBars = p.fastBars;
  if (typeof p.slowBars === 'number') values.slowBars = p.slowBars;
  return values;
}

/** The parameters in one line for the table ("lookbackBars 20 · allowShort yes"). */
export function paramsText(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([k, v]) => `${k} ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v)}`)
    .join(' · ');
}
