import { RECORD_PARTS } from '@demo/core';
import { z } from 'zod';
import { defineCall } from '../call';
import { ACCOUNT_TYPES, PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN, PAY_PASSWORD_LENGTH } from '../constants';
import { decimalOut, ignoredUserId, int, jsonList, listOf, nullBody, paging } from '../fields';
import { labelled, VERIFICATION_CODE_LABEL } from '../validation';
import { USERNAME_PATTERN } from '../wire-values';
import { otp } from './security';

export const username = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254)
  .regex(USERNAME_PATTERN, 'must be an Indian mobile number or an e-mail address');
export const password = z
  .string()
  .min(PASSWORD_LENGTH_MIN, `must be ${PASSWORD_LENGTH_MIN}-${PASSWORD_LENGTH_MAX} characters`)
  .max(PASSWORD_LENGTH_MAX, `must be ${PASSWORD_LENGTH_MIN}-${PASSWORD_LENGTH_MAX} characters`);
export const payPassword = z
  .string()
  .regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), `must be ${PAY_PASSWORD_LENGTH} digits`);

export const creditStatus = z.enum(['UNDER', 'CREDITING', 'PASS', 'REJECT']);
export const userStatus = z.enum(['ACTIVE', 'DISABLED']);
export const accountType = z.enum(ACCOUNT_TYPES);

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
  avatar: z.string().nullable(),
  balance: decimalOut(),
  status: userStatus,
  creditStatus,
  balanceLocked: decimalOut(),
  virtualBalance: decimalOut(),
  benefit: decimalOut(),
  invitationCode: z.string(),
  institutional: z.boolean(),
  payPasswordSet: z.boolean(),
  /** Two-factor sign-in is on: sign-in, withdrawals and new payout accounts need `otp`. */
  totpEnabled: z.boolean(),
});
export type User = z.infer<typeof user>;

const session = z.object({ token: z.string(), accessId: z.string(), user });

export const userSms = defineCall({
  path: 'user/sms',
  access: 'public',
  summary: 'Send a 6-digit SMS code (valid 5 minutes, 5 tries, one per phone per 60 s)',
  payload: z.object({
    phone: z
      .string()
      .trim()
      .regex(
        /^(?:(?:\+91)?[6-9]\d{9}|[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,})$/,
        'must be an Indian mobile number or an e-mail address',
      ),
    smsType: z.enum(['register', 'reset', 'withdraw']),
  }),
  body: nullBody,
});

/** The 6-digit code `user/sms` sent to the phone. */
const smsCode = labelled(
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code'),
  VERIFICATION_CODE_LABEL,
);

export const userRegister = defineCall({
  path: 'user/register',
  access: 'public',
  summary: 'Register with a username, password, SMS code and (optionally) an invitation code',
  payload: z.object({
    username,
    password,
    invitation: z.string().trim().max(32).optional().default(''),
    code: smsCode,
  }),
  body: session,
});

/**
 * Forgot password (issue 17): a code from `user/sms` with `smsType` `reset` proves the phone, the new
 * password replaces the old one and every session of the account ends (docs/SPEC.md A20).
 */
export const userForgetPassword = defineCall({
  path: 'user/forget/password',
  access: 'public',
  summary: 'Set a new login password with an SMS code (smsType reset); every session of the account then gets 281',
  payload: z
    .object({
      phone: username,
      code: smsCode,
      newPassword: password,
      confirmPassword: z.string().max(PASSWORD_LENGTH_MAX),
    })
    .superRefine((v, ctx) => {
      if (v.confirmPassword !== v.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'must match the new password' });
    }),
  body: nullBody,
});

export const accessUser = defineCall({
  path: 'access/user',
  access: 'public',
  summary: 'Log in',
  payload: z.object({
    username: z.string().trim().min(1, 'is required').max(254),
    password: z.string().min(1, 'is required').max(128),
    /** Needed once two-factor sign-in is on: the app's code or an unused recovery code. */
    otp: otp.optional(),
  }),
  body: session,
});

export const accessLogout = defineCall({
  path: 'access/logout',
  access: 'user',
  summary: 'Log out this session',
  payload: z.object({}),
  body: nullBody,
});

export const userDetail = defineCall({
  path: 'user/detail',
  access: 'user',
  summary: 'The signed-in user',
  payload: z.object({ key: z.unknown().optional() }),
  body: user,
});

export const walletStatistics = z.object({
  totalAssets: decimalOut(),
  fundsInUse: decimalOut(),
  availableAssets: decimalOut(),
  marketValue: decimalOut(),
  positionProfit: decimalOut(),
  rechargeAmount: decimalOut(),
  profit: decimalOut(),
});

export const userStatisticsWallet = defineCall({
  path: 'user/statisticsWallet',
  access: 'user',
  summary: 'Account summary of the real or virtual account',
  payload: z.object({ accountType: accountType.default('real') }),
  body: walletStatistics,
});

export const walletResetDemo = defineCall({
  path: 'wallet/reset_demo',
  access: 'user',
  summary:
    'Reset the demo account: cancel its pending orders, cover its positions at market, and restore the starting balance',
  payload: z.object({ userId: ignoredUserId }),
  body: walletStatistics,
});

export const userUpdateProfile = defineCall({
  path: 'user/update/profile',
  access: 'user',
  summary: 'Change nickname and avatar',
  payload: z.object({
    nickname: z.string().trim().min(1, 'is required').max(32, 'must be at most 32 characters'),
    avatar: z.string().trim().max(512).optional(),
    userId: ignoredUserId,
  }),
  body: user,
});

export const userUpdatePassword = defineCall({
  path: 'user/update/password',
  access: 'user',
  summary: 'Change the login password; every other session then gets 281',
  payload: z.object({
    oldPassword: z.string().min(1, 'is required').max(128),
    newPassword: password,
    userId: ignoredUserId,
  }),
  body: nullBody,
});

export const userUpdatePayPassword = defineCall({
  path: 'user/update/pay_password',
  access: 'user',
  summary: 'Set or change the 6-digit payment password (the first time, oldPassword is the login password)',
  payload: z.object({
    oldPassword: z.string().min(1, 'is required').max(128),
    newPassword: payPassword,
    userId: ignoredUserId,
  }),
  body: nullBody,
});

export const userUpdateCredit = defineCall({
  path: 'user/update/credit',
  access: 'user',
  summary:
    'Submit identity verification (real name, Aadhaar number, front and back images); after a rejection, a part left out keeps what was submitted',
  /**
   * After a rejection (docs/SPEC.md FL3) the number and either image may be left out: each part left
   * out keeps the rejected submission's, so only what the reviewer objected to is sent again.
   */
  payload: z.object({
    realName: z.string().trim().min(1, 'is required').max(64),
    creditNumber: z
      .string()
      .trim()
      .regex(/^[2-9]\d{3} ?\d{4} ?\d{4}$/, 'must be a 12-digit Aadhaar number')
      .optional(),
    creditFront: z.string().trim().min(1, 'is required').max(512).optional(),
    creditBack: z.string().trim().min(1, 'is required').max(512).optional(),
  }),
  body: z.object({ creditStatus }),
});

export const userInstitutionApply = defineCall({
  path: 'user/institution/apply',
  access: 'user',
  summary: 'Apply for an institutional account',
  payload: z.object({
    institutionName: z.string().trim().min(1, 'is required').max(128),
    registrationNumber: z.string().trim().min(1, 'is required').max(64),
    institutionalCode: z.string().trim().min(1, 'is required').max(64),
    contactName: z.string().trim().min(1, 'is required').max(64),
    contactPhone: z
      .string()
      .trim()
      .regex(/^(?:\+91)?[6-9]\d{9}$/, 'must be an Indian mobile number'),
    documents: jsonList(z.string().max(512)).pipe(z.array(z.string()).min(1, 'needs at least one document').max(10)),
  }),
  body: z.object({ id: z.number().int(), status: creditStatus }),
});

/** Where the user's identity verification stands, with the reason of a rejection; the number only masked. */
export const userCreditInfo = defineCall({
  path: 'user/credit/info',
  access: 'user',
  summary: "The user's identity verification: status, masked Aadhaar number and a rejection's reason",
  payload: z.object({}),
  body: z.object({
    creditStatus,
    realName: z.string().nullable(),
    creditNumberMasked: z.string().nullable(),
    reason: z.string().nullable(),
    submittedAt: z.number().int().nullable(),
    /** After a rejection, the rejected submission's images as signed URLs (10 minutes), to keep or replace (FL3); else null. */
    creditFront: z.string().nullable(),
    creditBack: z.string().nullable(),
  }),
});

export const institutionApplicationStatus = z.enum(['NONE', 'UNDER', 'PASS', 'REJECT']);

/** The latest institutional application and its review (NONE when the user never applied). */
export const userInstitutionStatus = defineCall({
  path: 'user/institution/status',
  access: 'user',
  summary: "The user's latest institutional application and its status",
  payload: z.object({}),
  body: z.object({
    status: institutionApplicationStatus,
    id: z.number().int().nullable(),
    institutionName: z.string().nullable(),
    reason: z.string().nullable(),
    institutional: z.boolean(),
    createdAt: z.number().int().nullable(),
  }),
});

export const userInviteInfo = defineCall({
  path: 'user/invite/info',
  access: 'user',
  summary: 'Invitation code, share link and invited count',
  payload: z.object({}),
  body: z.object({ invitationCode: z.string(), link: z.string(), invitedCount: z.number().int() }),
});

export const balanceRecord = z.object({
  id: z.number().int(),
  type: z.number().int().min(1).max(16),
  amount: decimalOut(),
  balanceAfter: decimalOut(),
  accountType,
  ref: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  /** ISO code of the account's currency, which `amount` and `balanceAfter` are in. */
  currency: z.string(),
  /** The instrument the record is about (an order's opening, close, fee), or null for funds. */
  code: z.string().nullable(),
  name: z.string().nullable(),
  /**
   * How the amount was converted from the instrument's currency (docs/SPEC.md X1): 1 instrumentCurrency
   * = rate `currency`; null when nothing was converted.
   */
  fx: z.object({ rate: decimalOut(), instrumentCurrency: z.string(), instrumentAmount: decimalOut() }).nullable(),
  /** Which part of its event the record is (docs/SPEC.md LR1): a close's `marginReturned`, `profitLoss`, `fee`; null for a one-part event. */
  part: z.enum(RECORD_PARTS).nullable(),
  /**
   * What the record is about, in the caller's locale (LR2): an order's number and instrument, the
   * offering's name for new-share, group and AI records, a correction's reason; null when nothing is named.
   */
  subject: z.string().nullable(),
  /**
   * The record's hash in the customer's hash-chained statement (docs/SPEC.md PF6, PF8: 64 hex digits,
   * covering every earlier record of the real accounts in the currency); null for a demo record.
   */
  hash: z.string().nullable(),
});

export const balanceLogList = defineCall({
  path: 'balance/log/list',
  access: 'user',
  summary: 'Balance records (ledger entries as the user sees them)',
  payload: z.object({
    ...paging,
    type: int().pipe(z.number().int().min(1).max(16)).optional(),
    accountType: accountType.optional(),
  }),
  body: listOf(balanceRecord),
});

export const uploadStandard = defineCall({
  path: 'upload/standard',
  access: 'user',
  multipart: true,
  summary: 'Upload an image (jpeg, png or webp by content; at most 5 MB)',
  payload: z.object({}),
  body: z.object({ url: z.string() }),
});
