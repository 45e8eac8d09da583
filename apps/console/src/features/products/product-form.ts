import type { consoleMarketsApi, PayloadIn } from '@demo/contract';
import type { ExchangeCode, MarketCode } from '../../lib/markets';

/**
 * The product form's values and how they become the create and update payloads. Staff never set
 * a price: the start price exists only at creation, as the point the simulated feed starts from.
 */

type AdminProduct = consoleMarketsApi.AdminProduct;
export type CreatePayload = PayloadIn<typeof consoleMarketsApi.productCreate>;
export type UpdatePayload = PayloadIn<typeof consoleMarketsApi.productUpdate>;

/** Fields staff may change after creation (plus decimals, shown but fixed once a product exists). */
export interface EditableValues {
  name: string;
  nameHi?: string | undefined;
  decimals: number;
  handCount: number;
  lever: number;
  spreadTicks: number;
  volatilityAnnual: string;
  sector?: string | undefined;
  /** An emptied number input holds null. */
  sortOrder?: number | null | undefined;
  reason: string;
}

/** Fields that are set once, when the product is added. */
export interface CreateValues extends EditableValues {
  code: string;
  market: MarketCode;
  exchange: ExchangeCode;
  currency: string;
  startPrice: string;
}

/** What a new product's form starts with: the most common settings, nothing that names a product. */
export const NEW_PRODUCT_DEFAULTS: Partial<CreateValues> = {
  decimals: 2,
  handCount: 1,
  lever: 1,
  spreadTicks: 1,
  volatilityAnnual: '0.3',
};

function trimmedOrUndefined(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
}

function editableFields(values: EditableValues, clearEmpty: boolean) {
  // On update an emptied optional text is sent as "" so the server clears it; on create it is left out.
  const optional = (value: string | undefined) => (clearEmpty ? (value?.trim() ?? '') : trimmedOrUndefined(value));
  return {
    name: values.name.trim(),
    nameHi: optional(values.nameHi),
    decimals: values.decimals,
    handCount: values.handCount,
    lever: values.lever,
    spreadTicks: values.spreadTicks,
    volatilityAnnual: values.volatilityAnnual.trim(),
    sector: optional(values.sector),
    sortOrder: values.sortOrder ?? undefined,
    reason: values.reason.trim(),
  };
}

export function toCreatePayload(values: CreateValues): CreatePayload {
  return {
    code: values.code.trim().toUpperCase(),
    market: values.market,
    exchange: values.exchange,
    currency: values.currency.trim().toUpperCase(),
    startPrice: values.startPrice.trim(),
    ...editableFields(values, false),
  };
}

/** The update sends every editable field; decimals always go back unchanged from the product. */
export function toUpdatePayload(product: Pick<AdminProduct, 'id' | 'decimals'>, values: EditableValues): UpdatePayload {
  return { id: product.id, ...editableFields(values, true), decimals: product.decimals };
}

/** The edit form's starting values: the product as it is now, with no reason yet. */
export function editValuesOf(product: AdminProduct): Omit<EditableValues, 'reason'> {
  return {
    name: product.name,
    nameHi: product.nameHi ?? '',
    decimals: product.decimals,
    handCount: product.handCount,
    lever: product.lever,
    spreadTicks: product.spreadTicks,
    volatilityAnnual: product.volatilityAnnual,
    sector: product.sector ?? '',
    sortOrder: product.sortOrder,
  };
}

/** Annual volatility as staff read it: "0.28" is "28%". Display only; the value stays a string. */
export function volatilityPercent(volatility: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(volatility.trim())) return null;
  return `${Number((Number(volatility) * 100).toFixed(2))}%`;
}

/** The contract only asks for a decimal; a random walk also needs it above zero. */
export function volatilityIssue(volatility: string | undefined): string | null {
  const text = volatility?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null; // The contract rule reports malformed values.
  return /[1-9]/.test(text) ? null : 'Must be greater than 0';
}

/** A start price must be above zero and have no more places than the product's decimals. */
export function startPriceIssue(price: string | undefined, decimals: number | null | undefined): string | null {
  const text = price?.trim() ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null; // Blank or malformed: the contract rule reports it.
  if (text.startsWith('-') || !/[1-9]/.test(text)) return 'Must be greater than 0';
  const places = text.split('.')[1]?.length ?? 0;
  if (typeof decimals === 'number' && places > decimals) {
    return decimals === 0 ? 'Must be a whole number for 0 decimals' : `At most ${decimals} decimal places`;
  }
  return null;
}
