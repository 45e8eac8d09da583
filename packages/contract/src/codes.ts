/**
 * The reply codes of the wire contract (CONTRACT.md, "Codes"). Every failure the server can answer
 * is one of these; the envelope plugin is the only place that turns a code into `{code, message}`.
 */
export const Code = {
  OK: 200,
  SESSION_EXPIRED: 280,
  SIGNED_IN_ELSEWHERE: 281,
  ACCOUNT_NOT_FOUND: 400,
  ACCOUNT_EXISTS: 401,
  LOGIN_REQUIRED: 402,
  ACCOUNT_DISABLED: 403,
  ABNORMAL_DATA: 404,
  RECHARGE_AMOUNT_INCORRECT: 405,
  WITHDRAW_AMOUNT_INCORRECT: 406,
  INSUFFICIENT_BALANCE: 407,
  TOO_MANY_REQUESTS: 429,
  AGENT_EXISTS: 500,
  /** The server is too busy to take the call now (HTTP 503 with Retry-After); nothing was changed. */
  SERVICE_BUSY: 503,
  MARKET_CLOSED: 600,
  ABNORMAL_PRICE: 601,
  BAD_QUANTITY: 602,
} as const;

/**
 * Code of the reply to an unexpected error (HTTP 500). The table has no "internal error" and 500
 * already means "agent account already exists", so it is a code outside the table.
 */
export const INTERNAL_ERROR_CODE = 1000;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export type Locale = 'en' | 'hi';
export const LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

/** The default sentence for each code, in each locale. A failure may carry a more precise message. */
export const codeMessages: Record<CodeValue, Record<Locale, string>> = {
  200: { en: 'Success', hi: 'सफल' },
  280: { en: 'Your session has expired, please log in again', hi: 'आपका सत्र समाप्त हो गया है, कृपया फिर से लॉग इन करें' },
  281: {
    en: 'You have been signed out because your account signed in elsewhere or its password changed',
    hi: 'आपका खाता कहीं और लॉग इन हुआ है या पासवर्ड बदला गया है, इसलिए आपको लॉग आउट कर दिया गया है',
  },
  400: { en: 'Account does not exist', hi: 'खाता मौजूद नहीं है' },
  401: { en: 'Account already exists', hi: 'खाता पहले से मौजूद है' },
  402: { en: 'Please log in', hi: 'कृपया लॉग इन करें' },
  403: { en: 'Account disabled', hi: 'खाता निष्क्रिय कर दिया गया है' },
  404: { en: 'Abnormal data', hi: 'असामान्य डेटा' },
  405: { en: 'Recharge amount incorrect', hi: 'रिचार्ज राशि गलत है' },
  406: { en: 'Withdrawal amount incorrect', hi: 'निकासी राशि गलत है' },
  407: { en: 'Insufficient user balance', hi: 'उपयोगकर्ता का बैलेंस अपर्याप्त है' },
  429: { en: 'Too many requests, please try again later', hi: 'बहुत अधिक अनुरोध, कृपया कुछ देर बाद पुनः प्रयास करें' },
  500: { en: 'Agent account already exists', hi: 'एजेंट खाता पहले से मौजूद है' },
  503: {
    en: 'The service is busy; nothing was changed, please try again in a moment',
    hi: 'सेवा अभी व्यस्त है; कुछ नहीं बदला गया, कृपया थोड़ी देर में फिर से प्रयास करें',
  },
  600: { en: 'Cannot trade at this time', hi: 'इस समय ट्रेड नहीं किया जा सकता' },
  601: { en: 'Abnormal trade price', hi: 'असामान्य ट्रेड मूल्य' },
  602: { en: 'Use the correct trade quantity', hi: 'कृपया सही ट्रेड मात्रा दर्ज करें' },
};

export function messageFor(code: CodeValue, locale: Locale): string {
  return codeMessages[code][locale];
}

/** Codes after which the client must clear its access data and go to login. */
export const SESSION_END_CODES: readonly number[] = [Code.SESSION_EXPIRED, Code.SIGNED_IN_ELSEWHERE];

/**
 * Why a session ended (A22): a refusal with code 280 or 281 carries it as its body `{reason}`, and
 * the socket's error frame for an ended binding as `reason`, so the signed-out device can say why.
 * 280 is always `expired`; 281 is one of the others.
 */
export const SESSION_END_REASONS = [
  'expired',
  'password_changed',
  'password_reset',
  'signed_in_elsewhere',
  'revoked_by_user',
  'disabled',
  'ended_by_staff',
  'two_factor_disabled',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The body of a 280 or 281 refusal. */
export interface SessionEndBody {
  reason: SessionEndReason;
}

/** The reason a refusal body or an error frame's content names, or null when it names none we know. */
export function sessionEndReasonOf(content: unknown): SessionEndReason | null {
  if (typeof content !== 'object' || content === null || !('reason' in content)) return null;
  const { reason } = content;
  return SESSION_END_REASONS.find((known) => known === reason) ?? null;
}
