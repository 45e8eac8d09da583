import { z } from 'zod';
import { amount, decimalOut, epochMs, fraction, id, int, listOf, paging, price, text } from '../fields';
import { labelled, PRODUCT_CODE_LABEL } from '../validation';
import { accountType } from './account';
import { defineConsoleCall } from './console';
import { group, groupOrderStatus } from './offerings';

/**
 * Console calls for group purchases (issue 13): staff create and edit offerings (block, price, limits,
 * deposit rate, times) while they are open, and read members and allocation results. Allotments are
 * never set here: the engine leader computes them (docs/SPEC.md G1, G3).
 */

const reason = text(500);
/** Times up to the year 2100: further is a typing slip, not a plan. */
const EPOCH_MS_MAX = 4_102_444_800_000;
const instant = () => epochMs().pipe(z.number().max(EPOCH_MS_MAX, 'is too far in the future'));
/** A deposit rate above 0 and at most 1, with at most 4 decimals ("0.2" = 20 %). */
const depositRate = fraction(
  z
    .string()
    .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a rate above 0 and at most 1 with at most 4 decimals')
    .refine((v) => /[1-9]/.test(v), 'must be greater than 0'),
  1,
  4,
);

export const adminGroup = group.extend({
  productId: z.number().int(),
  members: z.number().int(),
  requestedAmount: decimalOut(),
  allocatedQty: z.number().int(),
  allocatedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminGroup = z.infer<typeof adminGroup>;

export const groupList = defineConsoleCall({
  path: 'group/list',
  access: 'staff',
  summary: 'Group purchases, newest first, with their members and allocation totals',
  payload: z.object({ ...paging }),
  body: listOf(adminGroup),
});

const groupFields = {
  name: text(64),
  code: labelled(
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9._-]{1,32}$/, 'must be a product code'),
    PRODUCT_CODE_LABEL,
  ),
  price: price(),
  blockQty: int().pipe(z.number().int().min(1, 'must be at least 1').max(10_000_000, 'is too large')),
  minAmount: amount(),
  maxAmount: amount(),
  depositRate,
  allocateAt: instant(),
  payDeadline: instant(),
  reason,
};

export const groupCreate = defineConsoleCall({
  path: 'group/create',
  access: 'staff',
  roles: ['admin'],
  summary: 'Add a group purchase of one product; it opens at once and allocates at allocateAt',
  payload: z.object(groupFields),
  body: adminGroup,
});

export const groupUpdate = defineConsoleCall({
  path: 'group/update',
  access: 'staff',
  roles: ['admin'],
  summary: 'Edit a group purchase while it is still open (never its allotments)',
  payload: z.object({ id: id(), ...groupFields }),
  body: adminGroup,
});

export const groupMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  accountType,
  amount: decimalOut(),
  depositAmount: decimalOut(),
  allocatedQty: z.number().int().nullable(),
  allottedAmount: decimalOut().nullable(),
  unpaidAmount: decimalOut(),
  refundedAmount: decimalOut(),
  status: groupOrderStatus,
  orderId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const groupMembers = defineConsoleCall({
  path: 'group/members',
  access: 'staff',
  summary: "A group purchase's members and their allocation results, in joining order",
  payload: z.object({ id: id(), ...paging }),
  body: listOf(groupMember),
});
