import { z } from 'zod';
import { id, int, jsonList, listOf, paging } from '../fields';
import { accountType, balanceRecord } from './account';
import { defineConsoleCall } from './console';
import { receipt, triggerAudit } from './receipts';
import { userSession } from './security';
import { contractNoteFields, contractNoteItem, statementFields, statementWindowCheck } from './statements';
import { ORDER_STATUSES, order, orderStatus } from './trading';

/**
 * One customer as the staff who run the business see them (docs/SPEC.md S7): their orders and
 * positions, their ledger records and their devices, each exactly as the customer sees it, so a
 * support call can look at the same screen. Reading is open to every staff role; ending the
 * customer's sessions is for admin and support, with a reason, and audited.
 */

export const userOrders = defineConsoleCall({
  path: 'user/orders',
  access: 'staff',
  summary: "A customer's orders in the given states (all by default), newest first, as the customer sees them",
  payload: z.object({
    ...paging,
    id: id(),
    status: jsonList(orderStatus).default([...ORDER_STATUSES]),
    accountType: accountType.optional(),
  }),
  body: listOf(order),
});

export const userRecords = defineConsoleCall({
  path: 'user/records',
  access: 'staff',
  summary: "A customer's balance records (their ledger entries as they see them), newest first",
  payload: z.object({
    ...paging,
    id: id(),
    type: int().pipe(z.number().int().min(1).max(16)).optional(),
    accountType: accountType.optional(),
  }),
  body: listOf(balanceRecord),
});

export const userOrderReceipt = defineConsoleCall({
  path: 'user/order/receipt',
  access: 'staff',
  summary: "The receipt of a customer's order, as the customer sees it (docs/SPEC.md RC6)",
  payload: z.object({ orderId: id() }),
  body: receipt,
});

export const userOrderTriggerAudit = defineConsoleCall({
  path: 'user/order/trigger/audit',
  access: 'staff',
  summary: "The trigger audit of a customer's order, as the customer sees it (docs/SPEC.md RC6)",
  payload: z.object({ orderId: id() }),
  body: triggerAudit,
});

export const userSessions = defineConsoleCall({
  path: 'user/sessions',
  access: 'staff',
  summary: "A customer's live sessions (device, address, signed in, last seen), most recently seen first",
  payload: z.object({ id: id() }),
  body: z.array(userSession),
});

export const userSessionsEnd = defineConsoleCall({
  path: 'user/sessions/end',
  access: 'staff',
  roles: ['admin', 'support'],
  summary: 'Signs a customer out everywhere (each session then answers 281); audited with the reason',
  payload: z.object({ id: id(), reason: z.string().trim().min(1, 'is required').max(500) }),
  body: z.object({ ended: z.number().int() }),
});

/**
 * A customer's P&L and ledger statement (docs/SPEC.md ST9): the very file `statement/pnl` gives the
 * customer, for any customer, to every staff role that reads customer pages; each one is audited.
 */
export const userStatement = defineConsoleCall({
  path: 'user/statement',
  access: 'staff',
  summary: "A customer's P&L and ledger statement as PDF or CSV (the file, not the envelope), audited",
  download: { contentType: 'application/pdf', filename: 'statement.pdf' },
  payload: z.object({ id: id(), ...statementFields }).superRefine(statementWindowCheck),
  body: z.string(),
});

/** A customer's contract notes (docs/SPEC.md ST16), as `statement/contract_notes` lists them to the customer. */
export const userContractNotes = defineConsoleCall({
  path: 'user/contract_notes',
  access: 'staff',
  summary: "A customer's contract notes of one account set, newest first",
  payload: z.object({ id: id(), accountType: accountType.default('real'), ...paging }),
  body: listOf(contractNoteItem),
});

/** One of a customer's contract notes as PDF or CSV (ST16): the customer's very file, each one audited. */
export const userContractNote = defineConsoleCall({
  path: 'user/contract_note',
  access: 'staff',
  summary: "One day's contract note of a customer as PDF or CSV (the file, not the envelope), audited",
  download: { contentType: 'application/pdf', filename: 'contract-note.pdf' },
  payload: z.object({ id: id(), ...contractNoteFields }),
  body: z.string(),
});
