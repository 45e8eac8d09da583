import { z } from 'zod';
import { amountOrZero, decimalOut, epochMs, id, optionalText, text } from '../fields';
import { labelled, PRODUCT_CODE_LABEL } from '../validation';
import { accountType } from './account';
import { defineConsoleCall } from './console';
import { marketField, productCodeField } from './console-markets';

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

/** The longest window `risk/house_pnl` sums, in days (a limit on what grows). */
export const HOUSE_PNL_WINDOW_DAYS_MAX = 400;
/** The window `risk/house_pnl` sums when none is given: the last 30 India days up to now. */
export const HOUSE_PNL_WINDOW_DAYS_DEFAULT = 30;

const houseFigures = z.object({
  /**
   * The house's trading P&L: minus the customers' realised P&L, less losses it absorbed, less the
   * spread those closes earned (RK4, RK8).
   */
  realised: decimalOut(),
  /** The spread earned on the closes: |fill price − mid| × units of each fill, from its receipt's quote (RK8). */
  spread: decimalOut(),
  /** Opening, closing and overnight fees and insurance earned. */
  fees: decimalOut(),
  /** `spread` + `fees`. */
  spreadAndFees: decimalOut(),
});

export const housePnl = z.object({
  accountType,
  /** The account set's currency: every amount below is in it. */
  currency: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  realised: decimalOut(),
  spread: decimalOut(),
  fees: decimalOut(),
  spreadAndFees: decimalOut(),
  /** Now, from the same marks as `risk/exposure`. */
  unrealised: decimalOut(),
  today: houseFigures,
  month: houseFigures,
  /** Every India day of the window, oldest first. */
  byDay: z.array(
    houseFigures.extend({
      day: z.string(),
      /**
       * The house's unrealised P&L at the day's last mark (the engine leader marks every minute); today's
       * is the figure now; null for a day before marking began.
       */
      unrealised: decimalOut().nullable(),
    }),
  ),
});
export type HousePnl = z.infer<typeof housePnl>;

export const riskHousePnl = defineConsoleCall({
  path: 'risk/house_pnl',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary: 'The house\u2019s realised P&L, fees and unrealised P&L, with a row per India day of the window',
  payload: z
    .object({ accountType: accountType.default('real'), from: epochMs().optional(), to: epochMs().optional() })
    .superRefine((v, ctx) => {
      if (v.from !== undefined && v.to !== undefined) {
        if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before the start time' });
        else if (v.to - v.from > HOUSE_PNL_WINDOW_DAYS_MAX * 86_400_000)
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `must be within ${HOUSE_PNL_WINDOW_DAYS_MAX} days of the start time`,
          });
      }
    }),
  body: housePnl,
});

/** Customers `risk/near_cover` lists at most, lowest margin level first. */
export const NEAR_COVER_MAX = 50;
/** Forced covers of the day `risk/near_cover` lists at most, newest first. */
export const FORCED_COVERS_LISTED_MAX = 100;

export const nearCover = z.object({
  accountType,
  currency: z.string(),
  /** The margin level at which positions are force-covered, in percent (M1). */
  forceCoverLevel: decimalOut(),
  /** The level at which the customer is warned, in percent (M4). */
  warningLevel: decimalOut(),
  /** Customers with open positions, lowest margin level first, as the engine values them (M1). */
  list: z.array(
    z.object({
      userId: z.number().int(),
      /** Equity ÷ used margin, in percent, two decimals. */
      marginLevel: decimalOut(),
      equity: decimalOut(),
      usedMargin: decimalOut(),
      positions: z.number().int(),
      /** Σ |notional| of the positions at their closing sides, converted to `currency` at the mid. */
      exposure: decimalOut().nullable(),
    }),
  ),
  /** Positions force-covered since 00:00 India time, newest first. */
  forcedCoversToday: z.array(
    z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      userId: z.number().int(),
      code: z.string(),
      hands: z.number().int(),
      coverPrice: decimalOut().nullable(),
      /** The customer's realised P&L, in `currency`. */
      profit: decimalOut(),
      /** What negative-balance protection paid beyond the customer's money. */
      absorbed: decimalOut(),
      coverTime: z.number().int(),
    }),
  ),
});
export type NearCover = z.infer<typeof nearCover>;

export const riskNearCover = defineConsoleCall({
  path: 'risk/near_cover',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary: 'Customers nearest a forced cover, and the forced covers of the day',
  payload: z.object({ accountType: accountType.default('real') }),
  body: nearCover,
});

/** The kinds of risk limit (docs/SPEC.md RL1): per instrument, per instrument and customer, per customer. */
export const RISK_LIMIT_KINDS = ['houseNotional', 'maxLots', 'customerNotional'] as const;
const riskLimitKind = z.enum(RISK_LIMIT_KINDS);

/** Limits `risk/limits` lists at most (one row a code, a customer, or both: bounded by the desk's use). */
export const RISK_LIMITS_LISTED_MAX = 500;

export const riskLimit = z.object({
  accountType,
  kind: riskLimitKind,
  /** The instrument, for `houseNotional` and `maxLots`; null for `customerNotional`. */
  code: z.string().nullable(),
  /** The customer, for `maxLots` and `customerNotional`; null for `houseNotional`. */
  userId: z.number().int().nullable(),
  /** Lots for `maxLots`; otherwise an amount in `currency`. */
  value: decimalOut(),
  /** The reporting currency of a notional limit (INR); null for lots. */
  currency: z.string().nullable(),
  updatedAt: z.number().int(),
  updatedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RiskLimit = z.infer<typeof riskLimit>;

export const riskLimits = defineConsoleCall({
  path: 'risk/limits',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary: 'The risk limits in force for one account type, newest change first',
  payload: z.object({ accountType: accountType.default('real') }),
  body: z.object({ accountType, list: z.array(riskLimit) }),
});

/** Whether each kind names an instrument and a customer (CONTRACT.md `risk/limit/set`). */
const LIMIT_NAMES: Record<(typeof RISK_LIMIT_KINDS)[number], { code: boolean; userId: boolean }> = {
  houseNotional: { code: true, userId: false },
  maxLots: { code: true, userId: true },
  customerNotional: { code: false, userId: true },
};

export const riskLimitSet = defineConsoleCall({
  path: 'risk/limit/set',
  access: 'staff',
  roles: ['admin'],
  summary: 'Sets or (value 0) clears a risk limit; audited, and in force on every node within a second',
  payload: z
    .object({
      accountType: accountType.default('real'),
      kind: riskLimitKind,
      code: labelled(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9._-]{1,32}$/, 'must be a product code'),
        PRODUCT_CODE_LABEL,
      ).optional(),
      userId: id().optional(),
      value: amountOrZero(2),
      reason: z.string().trim().min(1, 'is required').max(500),
    })
    .superRefine((v, ctx) => {
      const names = LIMIT_NAMES[v.kind];
      if (names.code && v.code === undefined)
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required for this kind of limit' });
      if (!names.code && v.code !== undefined)
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'must be left out for this kind of limit' });
      if (names.userId && v.userId === undefined)
        ctx.addIssue({ code: 'custom', path: ['userId'], message: 'is required for this kind of limit' });
      if (!names.userId && v.userId !== undefined)
        ctx.addIssue({ code: 'custom', path: ['userId'], message: 'must be left out for this kind of limit' });
      if (v.kind === 'maxLots' && v.value.includes('.'))
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a whole number of lots' });
    }),
  body: riskLimit.nullable(),
});

/** Halt and resume trading (SPEC HL1–HL7): one instrument (`code`) or a whole market (`market`). */
const haltTarget = {
  code: productCodeField.optional(),
  market: marketField.optional(),
};

/** Exactly one of `code` and `market`. */
function oneTarget(v: { code?: string | undefined; market?: string | undefined }, ctx: z.RefinementCtx): void {
  if ((v.code === undefined) === (v.market === undefined))
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'needs either code or market, not both' });
}

export const halt = z.object({
  scope: z.enum(['code', 'market']),
  /** The product code or the market id. */
  target: z.string(),
  /** The reason customers read, in English; `reasonHi` in Hindi (null: the English one is shown). */
  reason: z.string(),
  reasonHi: z.string().nullable(),
  /** When the halt began, epoch ms. */
  since: z.number().int(),
});
export type Halt = z.infer<typeof halt>;

/** The longest halt reason, in characters: it is shown in the order sheet's banner. */
export const HALT_REASON_LENGTH_MAX = 300;

export const riskHalt = defineConsoleCall({
  path: 'risk/halt',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Halts trading in a product or a whole market with a reason (audited): new orders answer 600 with it, pending limit orders wait',
  payload: z
    .object({
      ...haltTarget,
      reason: text(HALT_REASON_LENGTH_MAX),
      reasonHi: optionalText(HALT_REASON_LENGTH_MAX),
    })
    .superRefine(oneTarget),
  body: halt,
});

export const riskResume = defineConsoleCall({
  path: 'risk/resume',
  access: 'staff',
  roles: ['admin'],
  summary: 'Lifts a halt on a product or a market (audited); answers the halts still in force',
  payload: z.object({ ...haltTarget, reason: text(500) }).superRefine(oneTarget),
  body: z.object({ list: z.array(halt) }),
});

export const riskHalts = defineConsoleCall({
  path: 'risk/halts',
  access: 'staff',
  roles: ['admin', 'reviewer'],
  summary: 'The trading halts in force, oldest first',
  payload: z.object({}),
  body: z.object({ list: z.array(halt) }),
});
