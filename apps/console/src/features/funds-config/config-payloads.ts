import type { Body, consoleFundsApi, PayloadIn } from '@demo/contract';

/**
 * The configuration forms' values and how each becomes its save payload. A save without an id adds a
 * row; with one it changes that row. Optional texts emptied on an edit are sent as "" so the server
 * clears them; a blank channel password is left out so the stored one stays.
 */

type Api = typeof consoleFundsApi;
export type IncomeChannel = Body<Api['channelIncomeList']>['list'][number];
export type IncomeCurrency = Body<Api['channelIncomeCurrencyList']>['list'][number];
export type OutcomeChannel = Body<Api['channelOutcomeList']>['list'][number];
export type OutcomeCurrency = Body<Api['currencyOutcomeList']>['list'][number];
export type AdminBank = Body<Api['bankList']>['list'][number];

/** Every form ends with the reason written to the audit log. */
interface Reasoned {
  reason: string;
}

export interface IncomeChannelValues extends Reasoned {
  name: string;
  type: IncomeChannel['type'];
  needPassword: boolean;
  password?: string | undefined;
  minAmount: string;
  details?: string | undefined;
  active: boolean;
  /** An emptied number input holds null. */
  sortOrder?: number | null | undefined;
}

export interface IncomeCurrencyValues extends Reasoned {
  channelId: number;
  currency: string;
  protocol: IncomeCurrency['protocol'];
  address: string;
  qrCode?: string | undefined;
  rate: string;
  active: boolean;
}

export interface OutcomeChannelValues extends Reasoned {
  name: string;
  type: OutcomeChannel['type'];
  protocol: OutcomeChannel['protocol'];
  active: boolean;
  sortOrder?: number | null | undefined;
}

export interface OutcomeCurrencyValues extends Reasoned {
  code: string;
  name: string;
  protocol: OutcomeCurrency['protocol'];
  rate: string;
  active: boolean;
}

export interface BankValues extends Reasoned {
  name: string;
  code: string;
  active: boolean;
  sortOrder?: number | null | undefined;
}

/** On an edit an emptied text is sent as "" (clear it); on an add it is left out. */
function optional(value: string | undefined, editing: boolean): string | undefined {
  const text = value?.trim() ?? '';
  return text === '' && !editing ? undefined : text;
}

function idPart(id: number | undefined): { id?: number } {
  return id === undefined ? {} : { id };
}

export function incomeChannelPayload(values: IncomeChannelValues, id?: number): PayloadIn<Api['channelIncomeSave']> {
  const password = values.password?.trim() ?? '';
  return {
    ...idPart(id),
    name: values.name.trim(),
    type: values.type,
    needPassword: values.needPassword,
    // A blank password keeps the stored one; a channel without a password needs none sent.
    ...(values.needPassword && password !== '' ? { password } : {}),
    minAmount: values.minAmount.trim(),
    details: optional(values.details, id !== undefined),
    active: values.active,
    sortOrder: values.sortOrder ?? undefined,
    reason: values.reason.trim(),
  };
}

export function incomeCurrencyPayload(
  values: IncomeCurrencyValues,
  id?: number,
): PayloadIn<Api['channelIncomeCurrencySave']> {
  return {
    ...idPart(id),
    channelId: values.channelId,
    currency: values.currency.trim().toUpperCase(),
    protocol: values.protocol,
    address: values.address.trim(),
    qrCode: optional(values.qrCode, id !== undefined),
    rate: values.rate.trim(),
    active: values.active,
    reason: values.reason.trim(),
  };
}

export function outcomeChannelPayload(values: OutcomeChannelValues, id?: number): PayloadIn<Api['channelOutcomeSave']> {
  return {
    ...idPart(id),
    name: values.name.trim(),
    type: values.type,
    // A bank channel has no chain protocol.
    protocol: values.type === 'bank' ? 'NONE' : values.protocol,
    active: values.active,
    sortOrder: values.sortOrder ?? undefined,
    reason: values.reason.trim(),
  };
}

export function outcomeCurrencyPayload(
  values: OutcomeCurrencyValues,
  id?: number,
): PayloadIn<Api['currencyOutcomeSave']> {
  return {
    ...idPart(id),
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    protocol: values.protocol,
    rate: values.rate.trim(),
    active: values.active,
    reason: values.reason.trim(),
  };
}

export function bankPayload(values: BankValues, id?: number): PayloadIn<Api['bankSave']> {
  return {
    ...idPart(id),
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    active: values.active,
    sortOrder: values.sortOrder ?? undefined,
    reason: values.reason.trim(),
  };
}

export const CHANNEL_TYPE_OPTIONS = [
  { value: 'bank', label: 'Bank transfer' },
  { value: 'digital', label: 'Digital currency' },
];

export const PROTOCOL_OPTIONS = [
  { value: 'NONE', label: 'None (bank)' },
  { value: 'TRC20', label: 'TRC20' },
  { value: 'ERC20', label: 'ERC20' },
];
