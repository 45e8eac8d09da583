import { z } from 'zod';
import {
  amount,
  amountOrZero,
  bool,
  decimalOut,
  rate as exchangeRate,
  id,
  int,
  listOf,
  optionalText,
  paging,
  text,
} from '../fields';
import { BANK_CODE_LABEL, CURRENCY_CODE_LABEL, labelled } from '../validation';
import { accountType, creditStatus } from './account';
import { defineConsoleCall } from './console';
import { channelType, chargeStatus, fundsAmounts, withdrawStatus } from './funds';

/**
 * Console calls for funds and identity (issue 5): review queues for recharges, withdrawals, KYC and
 * institutional applications; the channels, currencies and banks customers pick from; and the
 * four-eyes manual balance correction. What a decision does to money is fixed by the ledger rules
 * in code: staff only choose approve or reject. Aadhaar and bank account numbers appear only masked.
 */

const reason = text(500);
const optionalReason = optionalText(500);
const reviewRoles = ['admin', 'reviewer'] as const;
const adminOnly = ['admin'] as const;

const reviewUser = z.object({ userId: z.number().int(), username: z.string() });

export const institutionStatus = z.enum(['UNDER', 'PASS', 'REJECT']);
export const correctionStatus = z.enum(['PROPOSED', 'APPROVED', 'REJECTED']);
export const correctionDirection = z.enum(['credit', 'debit']);

// ---------- recharge review ----------

export const reviewCharge = reviewUser.extend({
  id: z.number().int(),
  amount: decimalOut(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType,
  /** The channel's currency as the customer picked it, with its network (`USDT TRC20`); not `amount`'s currency. */
  currency: z.string(),
  ...fundsAmounts,
  evidence: z.string(),
  remark: z.string().nullable(),
  status: chargeStatus,
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

export const reviewRechargeList = defineConsoleCall({
  path: 'review/recharge/list',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Recharges to review (oldest first when filtered to UNDER), with their evidence image',
  payload: z.object({ ...paging, status: chargeStatus.optional(), userId: id().optional() }),
  body: listOf(reviewCharge),
});

export const reviewRechargeApprove = defineConsoleCall({
  path: 'review/recharge/approve',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Approve a recharge: credits the amount once (ledger type 1) and notifies the customer',
  payload: z.object({ id: id(), reason: optionalReason }),
  body: reviewCharge,
});

export const reviewRechargeReject = defineConsoleCall({
  path: 'review/recharge/reject',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Reject a recharge with a reason the customer sees; no money moves',
  payload: z.object({ id: id(), reason }),
  body: reviewCharge,
});

// ---------- withdrawal review ----------

export const reviewWithdrawal = reviewUser.extend({
  id: z.number().int(),
  amount: decimalOut(),
  fee: decimalOut(),
  type: channelType,
  /** Bank name and masked number, or wallet channel and address. */
  accountMasked: z.string(),
  payee: z.string().nullable(),
  ifsc: z.string().nullable(),
  /** ISO code of the account's currency, which `amount` is in. */
  currency: z.string(),
  ...fundsAmounts,
  remark: z.string().nullable(),
  status: withdrawStatus,
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

export const reviewWithdrawList = defineConsoleCall({
  path: 'review/withdraw/list',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Withdrawals to review and pay',
  payload: z.object({ ...paging, status: withdrawStatus.optional(), userId: id().optional() }),
  body: listOf(reviewWithdrawal),
});

export const reviewWithdrawApprove = defineConsoleCall({
  path: 'review/withdraw/approve',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Approve a withdrawal for payout (UNDER → PASS); the amount stays locked',
  payload: z.object({ id: id(), reason: optionalReason }),
  body: reviewWithdrawal,
});

export const reviewWithdrawPaid = defineConsoleCall({
  path: 'review/withdraw/paid',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Mark an approved withdrawal paid with the payout reference (PASS → PAID, ledger type 2)',
  payload: z.object({ id: id(), reference: text(128), reason: optionalReason }),
  body: reviewWithdrawal,
});

export const reviewWithdrawReject = defineConsoleCall({
  path: 'review/withdraw/reject',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Reject a withdrawal (UNDER or PASS → REJECT): exactly the held amount returns (type 13)',
  payload: z.object({ id: id(), reason }),
  body: reviewWithdrawal,
});

/** The payout details of one approved bank withdrawal, with the full account number (S5). */
export const withdrawalPayout = z.object({
  id: z.number().int(),
  bankName: z.string(),
  payee: z.string(),
  ifsc: z.string(),
  accountNumber: z.string(),
  revealedAt: z.number().int(),
});

export const reviewWithdrawReveal = defineConsoleCall({
  path: 'review/withdraw/reveal',
  access: 'staff',
  roles: reviewRoles,
  summary:
    'Reveal the full bank account number of an approved (PASS) bank withdrawal to pay it; audited with who, when and why',
  payload: z.object({ id: id(), reason }),
  body: withdrawalPayout,
});

// ---------- KYC review ----------

export const reviewKyc = reviewUser.extend({
  id: z.number().int(),
  realName: z.string(),
  /** Always masked: `XXXX XXXX 1234`. */
  creditNumberMasked: z.string(),
  creditFront: z.string(),
  creditBack: z.string(),
  status: creditStatus,
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

export const reviewKycList = defineConsoleCall({
  path: 'review/kyc/list',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Identity submissions with masked Aadhaar numbers and their images',
  payload: z.object({ ...paging, status: creditStatus.optional(), userId: id().optional() }),
  body: listOf(reviewKyc),
});

export const reviewKycPass = defineConsoleCall({
  path: 'review/kyc/pass',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Pass an identity submission (the customer may then withdraw from the real account)',
  payload: z.object({ id: id(), reason: optionalReason }),
  body: reviewKyc,
});

export const reviewKycReject = defineConsoleCall({
  path: 'review/kyc/reject',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Reject an identity submission with a reason; the customer may submit again',
  payload: z.object({ id: id(), reason }),
  body: reviewKyc,
});

// ---------- institutional applications ----------

export const reviewInstitution = reviewUser.extend({
  id: z.number().int(),
  institutionName: z.string(),
  registrationNumber: z.string(),
  institutionalCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  documents: z.array(z.string()),
  status: institutionStatus,
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

export const reviewInstitutionList = defineConsoleCall({
  path: 'review/institution/list',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Institutional account applications',
  payload: z.object({ ...paging, status: institutionStatus.optional(), userId: id().optional() }),
  body: listOf(reviewInstitution),
});

export const reviewInstitutionApprove = defineConsoleCall({
  path: 'review/institution/approve',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Approve an application: the customer becomes institutional (placement and block trades)',
  payload: z.object({ id: id(), reason: optionalReason }),
  body: reviewInstitution,
});

export const reviewInstitutionReject = defineConsoleCall({
  path: 'review/institution/reject',
  access: 'staff',
  roles: reviewRoles,
  summary: 'Reject an application with a reason; the customer may apply again',
  payload: z.object({ id: id(), reason }),
  body: reviewInstitution,
});

// ---------- configuration (admin) ----------

/** A channel's minimum, 0 for none; stored in minor units (bigint), so bounded like any amount (E4). */
const minAmount = amountOrZero();
const rate = exchangeRate();
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, 'must be a currency code like INR');
const protocol = z.enum(['NONE', 'TRC20', 'ERC20']);

export const adminIncomeChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  type: channelType,
  needPassword: z.boolean(),
  minAmount: decimalOut(),
  /** Bank details shown to the customer for a bank channel (payee, account, IFSC, UPI id …). */
  details: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});

export const channelIncomeList = defineConsoleCall({
  path: 'channel/income/list',
  access: 'staff',
  roles: adminOnly,
  summary: 'Recharge channels (the password itself is never shown, only whether one is set)',
  payload: z.object({ ...paging }),
  body: listOf(adminIncomeChannel),
});

export const channelIncomeSave = defineConsoleCall({
  path: 'channel/income/save',
  access: 'staff',
  roles: adminOnly,
  summary: 'Add (no id) or change a recharge channel; a password given is stored hashed, empty keeps the old',
  payload: z.object({
    id: id().optional(),
    name: text(64),
    type: channelType,
    needPassword: bool(),
    password: optionalText(64),
    minAmount,
    details: optionalText(500),
    active: bool(),
    sortOrder: int().pipe(z.number().int().min(0).max(100_000)).optional(),
    reason,
  }),
  body: adminIncomeChannel,
});

export const adminIncomeCurrency = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  currency: z.string(),
  protocol,
  address: z.string(),
  qrCode: z.string().nullable(),
  rate: decimalOut(),
  active: z.boolean(),
});

export const channelIncomeCurrencyList = defineConsoleCall({
  path: 'channel/income_currency/list',
  access: 'staff',
  roles: adminOnly,
  summary: 'Receiving accounts and addresses per recharge channel and currency',
  payload: z.object({ ...paging, channelId: id().optional() }),
  body: listOf(adminIncomeCurrency),
});

export const channelIncomeCurrencySave = defineConsoleCall({
  path: 'channel/income_currency/save',
  access: 'staff',
  roles: adminOnly,
  summary: 'Add (no id) or change a receiving account or address',
  payload: z.object({
    id: id().optional(),
    channelId: id(),
    currency: currencyCode,
    protocol,
    address: text(200),
    qrCode: optionalText(500),
    rate,
    active: bool(),
    reason,
  }),
  body: adminIncomeCurrency,
});

export const adminOutcomeChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  type: channelType,
  protocol,
  active: z.boolean(),
  sortOrder: z.number().int(),
});

export const channelOutcomeList = defineConsoleCall({
  path: 'channel/outcome/list',
  access: 'staff',
  roles: adminOnly,
  summary: 'Withdrawal channels (bank, or a digital protocol whose wallet addresses are checked)',
  payload: z.object({ ...paging }),
  body: listOf(adminOutcomeChannel),
});

export const channelOutcomeSave = defineConsoleCall({
  path: 'channel/outcome/save',
  access: 'staff',
  roles: adminOnly,
  summary: 'Add (no id) or change a withdrawal channel',
  payload: z.object({
    id: id().optional(),
    name: text(64),
    type: channelType,
    protocol,
    active: bool(),
    sortOrder: int().pipe(z.number().int().min(0).max(100_000)).optional(),
    reason,
  }),
  body: adminOutcomeChannel,
});

export const adminOutcomeCurrency = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  protocol,
  rate: decimalOut(),
  active: z.boolean(),
});

export const currencyOutcomeList = defineConsoleCall({
  path: 'currency/outcome/list',
  access: 'staff',
  roles: adminOnly,
  summary: 'Withdrawal currencies with protocol and rate',
  payload: z.object({ ...paging }),
  body: listOf(adminOutcomeCurrency),
});

export const currencyOutcomeSave = defineConsoleCall({
  path: 'currency/outcome/save',
  access: 'staff',
  roles: adminOnly,
  summary: 'Add (no id) or change a withdrawal currency',
  payload: z.object({
    id: id().optional(),
    code: labelled(currencyCode, CURRENCY_CODE_LABEL),
    name: text(64),
    protocol,
    rate,
    active: bool(),
    reason,
  }),
  body: adminOutcomeCurrency,
});

export const adminBank = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});

export const bankList = defineConsoleCall({
  path: 'bank/list',
  access: 'staff',
  roles: adminOnly,
  summary: 'Banks customers pick from when adding a bank account',
  payload: z.object({ ...paging }),
  body: listOf(adminBank),
});

export const bankSave = defineConsoleCall({
  path: 'bank/save',
  access: 'staff',
  roles: adminOnly,
  summary: 'Add (no id) or change a bank',
  payload: z.object({
    id: id().optional(),
    name: text(64),
    code: labelled(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}$/, 'must be 4 capital letters like SBIN'),
      BANK_CODE_LABEL,
    ),
    active: bool(),
    sortOrder: int().pipe(z.number().int().min(0).max(100_000)).optional(),
    reason,
  }),
  body: adminBank,
});

// ---------- four-eyes balance correction ----------

export const correction = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  accountType,
  direction: correctionDirection,
  amount: decimalOut(),
  reason: z.string(),
  status: correctionStatus,
  proposedBy: z.number().int(),
  proposedByName: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The ledger transfer (type 16) once approved. */
  transferId: z.number().int().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});

export const correctionPropose = defineConsoleCall({
  path: 'correction/propose',
  access: 'staff',
  summary: 'Propose a manual balance correction; a different admin must approve it',
  payload: z.object({
    userId: id(),
    accountType,
    direction: correctionDirection,
    amount: amount(),
    reason,
  }),
  body: correction,
});

export const correctionList = defineConsoleCall({
  path: 'correction/list',
  access: 'staff',
  summary: 'Balance corrections, newest first',
  payload: z.object({ ...paging, status: correctionStatus.optional(), userId: id().optional() }),
  body: listOf(correction),
});

export const correctionApprove = defineConsoleCall({
  path: 'correction/approve',
  access: 'staff',
  roles: adminOnly,
  summary: 'Approve a correction proposed by someone else: posts one ledger entry of type 16 with the reason',
  payload: z.object({ id: id(), reason }),
  body: correction,
});

export const correctionReject = defineConsoleCall({
  path: 'correction/reject',
  access: 'staff',
  roles: adminOnly,
  summary: 'Reject a proposed correction; no money moves',
  payload: z.object({ id: id(), reason }),
  body: correction,
});
