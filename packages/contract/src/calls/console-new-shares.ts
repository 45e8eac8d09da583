import { z } from 'zod';
import { amountOrZero, epochMs, id, int, listOf, optionalText, paging, price, text } from '../fields';
import { accountType } from './account';
import { defineConsoleCall } from './console';
import { offering, offeringStatus, offeringType, subscriptionStatus } from './offerings';

/**
 * Console calls for new-share offerings (issue 12): staff create and edit offerings and read their
 * subscriptions and results. No call chooses winners, changes a result, or changes a quantity after
 * the draw: allotment is the engine leader's, by the published algorithm (docs/SPEC.md N).
 */

const reason = text(500);
const count = (max: number) => int().pipe(z.number().int().min(0).max(max, 'is too large'));
const positive = (max: number) => int().pipe(z.number().int().min(1, 'must be at least 1').max(max, 'is too large'));

export const adminOffering = offering.extend({
  passwordSet: z.boolean(),
  simulatedApplicants: z.number().int(),
  simulatedMaxLots: z.number().int(),
  allottedAt: z.number().int().nullable(),
  listedAt: z.number().int().nullable(),
  subscriptions: z.number().int(),
  lotsDemanded: z.number().int(),
});
export type AdminOffering = z.infer<typeof adminOffering>;

export const newShareList = defineConsoleCall({
  path: 'new_share/list',
  access: 'staff',
  summary: 'New-share offerings with their demand, newest first',
  payload: z.object({
    ...paging,
    type: offeringType.optional(),
    market: z.enum(['korea', 'india']).optional(),
    status: offeringStatus.optional(),
  }),
  body: listOf(adminOffering),
});

/** What describes an offering; editable until the listing. */
const descriptive = {
  name: text(64),
  sectors: text(64),
  securitiesCompany: text(64),
};

/** What decides money and the draw; fixed once the subscription window opens (N10). */
const terms = {
  price: price(),
  lotSize: positive(1_000_000),
  minLots: positive(1_000_000),
  maxLots: positive(1_000_000),
  fee: amountOrZero(),
  totalShare: positive(2_000_000_000),
  simulatedApplicants: count(100_000),
  simulatedMaxLots: positive(1_000),
};

/** The schedule; an instant already passed can no longer move (N10). */
const schedule = {
  subscribeStart: epochMs(),
  subscribeEnd: epochMs(),
  allotDate: epochMs(),
  listingDate: epochMs(),
};

export const newShareCreate = defineConsoleCall({
  path: 'new_share/create',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Create an offering on a listed Korean or Indian product; its draw seed is fixed now and its commitment published',
  payload: z.object({
    type: offeringType,
    underlyingCode: text(32),
    ...descriptive,
    ...terms,
    ...schedule,
    /** A block trade's access password (required for `dazong`), stored only as a hash. */
    password: optionalText(64),
    reason,
  }),
  body: adminOffering,
});

export const newShareUpdate = defineConsoleCall({
  path: 'new_share/update',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Edit an offering: descriptions until listing, terms until it opens, instants not yet passed; a new block-trade password until allotment',
  payload: z.object({
    id: id(),
    ...descriptive,
    ...terms,
    ...schedule,
    password: optionalText(64),
    reason,
  }),
  body: adminOffering,
});

export const adminSubscription = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  accountType,
  quantity: z.number().int(),
  lots: z.number().int(),
  paidAmount: z.string(),
  currency: z.string(),
  status: subscriptionStatus,
  winningQuantity: z.number().int().nullable(),
  refundAmount: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const newShareSubscriptions = defineConsoleCall({
  path: 'new_share/subscriptions',
  access: 'staff',
  summary: "An offering's subscriptions and their results (read only)",
  payload: z.object({ id: id(), ...paging }),
  body: listOf(adminSubscription),
});
