import { z } from 'zod';
import { decimalOut } from '../fields';
import { accountType } from './account';
import { defineConsoleCall } from './console';

/**
 * The risk desk (issue 45): the house's side of every customer position. Amounts are decimal
 * strings in their currency's minor-unit precision; a figure that needs a rate the feed cannot give
 * yet is null. Real and demo money are asked for apart (`accountType`).
 */

const customerExposure = z.object({
  userId: z.number().int(),
  /** Long lots minus short lots. */
  netLots: z.number().int(),
  /** |net| notional at the closing sides, in the instrument's currency. */
  notional: decimalOut(),
});

export const instrumentExposure = z.object({
  code: z.string(),
  /** The instrument's currency, which `notional` and `houseUnrealisedPnl` are in. */
  currency: z.string(),
  longLots: z.number().int(),
  shortLots: z.number().int(),
  /** Customers' long notional minus short, at the closing sides: positive means the house is short. */
  notional: decimalOut(),
  /** `notional` in INR at the mid rate; null without a rate. */
  notionalInr: decimalOut().nullable(),
  /** The house's unrealised P&L: minus the customers' P&L where a close would realise it. */
  houseUnrealisedPnl: decimalOut(),
  houseUnrealisedPnlInr: decimalOut().nullable(),
  /** False when the feed has no quote yet: then it counts at the build prices. */
  priced: z.boolean(),
  topCustomers: z.array(customerExposure),
});
export type InstrumentExposure = z.infer<typeof instrumentExposure>;

export const currencyExposure = z.object({
  currency: z.string(),
  notional: decimalOut(),
  notionalInr: decimalOut().nullable(),
  houseUnrealisedPnl: decimalOut(),
  houseUnrealisedPnlInr: decimalOut().nullable(),
});

export const riskBook = z.object({
  accountType,
  /** When the quotes and positions were read, epoch ms. */
  time: z.number().int(),
  list: z.array(instrumentExposure),
  currencies: z.array(currencyExposure),
  houseUnrealisedPnlInr: decimalOut(),
  /** Open positions counted. */
  positions: z.number().int(),
});
export type RiskBook = z.infer<typeof riskBook>;

export const riskExposure = defineConsoleCall({
  path: 'risk/exposure',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary: 'The house\u2019s net exposure and unrealised P&L per instrument and per currency',
  payload: z.object({ accountType: accountType.default('real') }),
  body: riskBook,
});
