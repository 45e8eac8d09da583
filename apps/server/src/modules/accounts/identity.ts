import { PHONE_PATTERN } from '@demo/contract';

/**
 * One spelling per account: Indian mobiles become +91XXXXXXXXXX whatever the user typed
 * (98765 43210, 09876543210 are rejected earlier by the contract's pattern), e-mails are lower-cased.
 */
export function normaliseUsername(raw: string): string {
  const text = raw.trim();
  if (PHONE_PATTERN.test(text)) return `+91${text.slice(-10)}`;
  return text.toLowerCase();
}

/** A friendly first nickname: "User" and the last four digits of the phone, or random digits for e-mail. */
export function welcomeNickname(username: string, randomDigits: () => string): string {
  const digits = username.startsWith('+91') ? username.slice(-4) : randomDigits();
  return `User${digits}`;
}
