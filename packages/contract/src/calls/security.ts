import { z } from 'zod';
import { defineCall } from '../call';
import { id, listOf, nullBody, paging } from '../fields';
import { labelled, VERIFICATION_CODE_LABEL } from '../validation';
import { OTP_PATTERN } from '../wire-values';

/**
 * Two-factor sign-in and sessions (CONTRACT.md, "Beyond the seed"). The `otp` field carries either
 * the 6-digit code of the user's authenticator app or one of the ten one-time recovery codes.
 */

export const otp = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(16, 'must be the 6-digit code or a recovery code')
  .regex(OTP_PATTERN, 'must be the 6-digit code or a recovery code');

/** A 6-digit authenticator code (enabling proves the app holds the secret, so no recovery code here). */
export const totpCode = labelled(
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code'),
  VERIFICATION_CODE_LABEL,
);

export const userTotpSetup = defineCall({
  path: 'user/totp/setup',
  access: 'user',
  summary: 'Start two-factor sign-in: a new secret for an authenticator app (not active until enabled)',
  payload: z.object({}),
  body: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const userTotpEnable = defineCall({
  path: 'user/totp/enable',
  access: 'user',
  summary: 'Turn two-factor sign-in on with a code from the app; answers ten one-time recovery codes, shown once',
  payload: z.object({ code: totpCode }),
  body: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const userTotpDisable = defineCall({
  path: 'user/totp/disable',
  access: 'user',
  summary: 'Turn two-factor sign-in off; needs a valid code or an unused recovery code',
  payload: z.object({ code: labelled(otp, VERIFICATION_CODE_LABEL) }),
  body: nullBody,
});

export const userSession = z.object({
  id: z.number().int(),
  /** Browser and operating system in plain words, from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  current: z.boolean(),
});
export type UserSessionView = z.infer<typeof userSession>;

export const userSessionList = defineCall({
  path: 'user/session/list',
  access: 'user',
  summary: "The account's live sessions, this one first",
  payload: z.object({}),
  body: z.array(userSession),
});

export const userSessionRevoke = defineCall({
  path: 'user/session/revoke',
  access: 'user',
  summary: 'Sign out one session of the account (it then gets 281)',
  payload: z.object({ id: id() }),
  body: nullBody,
});

export const userSessionRevokeOthers = defineCall({
  path: 'user/session/revoke_others',
  access: 'user',
  summary: 'Sign out every other session of the account at once, e.g. after turning two-factor on (they then get 281)',
  payload: z.object({}),
  body: nullBody,
});

/**
 * A sign-in from a device the account had not used (A17); a password locked after wrong guesses (A10);
 * the login password set anew with an SMS code (A20).
 */
export const NOTICE_KINDS = ['new_device', 'password_locked', 'password_reset'] as const;

/** A notice to the user about their account's security, kept so the user can read it later. */
export const userNotice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});
export type UserNotice = z.infer<typeof userNotice>;

export const userNoticeList = defineCall({
  path: 'user/notice/list',
  access: 'user',
  summary: "The account's security notices (e.g. a sign-in from a new device), newest first",
  payload: z.object({ ...paging }),
  body: listOf(userNotice),
});
