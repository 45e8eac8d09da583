import { parseTradingSettings, type TradingSettingsText } from './trading/settings';

/**
 * Which platform settings staff may change, within what bounds, and which need a second admin
 * (docs/SPEC.md S8). A setting that changes what a customer pays or when positions close — the fees,
 * the margin rate, the forced-cover levels, insurance, the overnight fee, the hand size — is
 * four-eyes: one admin proposes, another approves. The rest apply at once. The account currency and
 * the simulated flag belong to the deployment and are not editable at all.
 */

export type SettingKind = 'rate' | 'money' | 'count' | 'flag' | 'email' | 'channels';

export interface SettingRule {
  readonly kind: SettingKind;
  /** Needs a second admin's approval before it applies. */
  readonly fourEyes: boolean;
  /** Bounds, inclusive, as decimal strings (rate, money) or integers (count). */
  readonly min?: string;
  readonly max?: string;
}

export const SETTING_RULES = {
  tradeBuyFee: { kind: 'rate', fourEyes: true, min: '0', max: '0.05' },
  tradeSaleFee: { kind: 'rate', fourEyes: true, min: '0', max: '0.05' },
  tradeDefaultRate: { kind: 'rate', fourEyes: true, min: '0.001', max: '1' },
  tradeDelayRate: { kind: 'rate', fourEyes: true, min: '0', max: '0.01' },
  tradeForceCoverRate: { kind: 'rate', fourEyes: true, min: '0', max: '1' },
  tradeForceCoverWarning: { kind: 'rate', fourEyes: true, min: '0', max: '2' },
  tradeInsuranceRate: { kind: 'rate', fourEyes: true, min: '0', max: '0.5' },
  tradeHandCount: { kind: 'count', fourEyes: true, min: '1', max: '1000000' },
  minChargeAmount: { kind: 'money', fourEyes: false, min: '0', max: '10000000' },
  minWithdrawAmount: { kind: 'money', fourEyes: false, min: '0', max: '10000000' },
  virtualStartingBalance: { kind: 'money', fourEyes: false, min: '0', max: '100000000' },
  riskLargeTradeNotional: { kind: 'money', fourEyes: false, min: '0', max: '10000000000' },
  invitationRequired: { kind: 'flag', fourEyes: false },
  feedbackEmail: { kind: 'email', fourEyes: false },
  customer: { kind: 'channels', fourEyes: false },
} as const satisfies Record<string, SettingRule>;

export type EditableSettingKey = keyof typeof SETTING_RULES;

export function isEditableSetting(key: string): key is EditableSettingKey {
  return Object.hasOwn(SETTING_RULES, key);
}

/** At most this many customer-service channels, each field at most this long. */
export const CUSTOMER_CHANNELS_MAX = 10;
export const CUSTOMER_CHANNEL_FIELD_MAX = 200;
const RATE_PATTERN = /^\d{1,4}(\.\d{1,8})?$/;
const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,63}$/;

/** Compares two non-negative decimal strings exactly. */
function compareDecimals(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const places = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(places, '0'));
  const y = BigInt(bi + bf.padEnd(places, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Writes a decimal without redundant leading zeros: "007.50" → "7.50". */
function tidy(text: string): string {
  return text.replace(/^0+(?=\d)/, '');
}

export type SettingCheck =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly detail: string };

function withinBounds(text: string, rule: SettingRule): string | null {
  if (rule.min !== undefined && compareDecimals(text, rule.min) < 0) return `must be at least ${rule.min}`;
  if (rule.max !== undefined && compareDecimals(text, rule.max) > 0) return `must be at most ${rule.max}`;
  return null;
}

function checkChannels(text: string): SettingCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'must be a JSON list of channels' };
  }
  if (!Array.isArray(parsed)) return { ok: false, detail: 'must be a JSON list of channels' };
  if (parsed.length > CUSTOMER_CHANNELS_MAX)
    return { ok: false, detail: `must have at most ${CUSTOMER_CHANNELS_MAX} channels` };
  const channels: Array<{ type: string; label: string; value: string }> = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null)
      return { ok: false, detail: 'each channel needs type, label and value' };
    const { type, label, value } = item as Record<string, unknown>;
    const fields = [type, label, value];
    if (!fields.every((f): f is string => typeof f === 'string' && f.trim().length > 0)) {
      return { ok: false, detail: 'each channel needs type, label and value' };
    }
    if (fields.some((f) => f.length > CUSTOMER_CHANNEL_FIELD_MAX || /\p{Cc}/u.test(f))) {
      return { ok: false, detail: `channel fields must be at most ${CUSTOMER_CHANNEL_FIELD_MAX} plain characters` };
    }
    channels.push({ type: type as string, label: (label as string).trim(), value: (value as string).trim() });
  }
  return { ok: true, value: JSON.stringify(channels) };
}

/**
 * Checks a proposed value of a setting, given as text, and answers the value to store (a decimal
 * string, an integer, a boolean or a string, as `config/setting` sends it) or why it is refused. A
 * trading setting is also checked together with the others as they would then be (a warning level
 * below the forced-cover level is refused), so no change can leave the trading rules unreadable.
 */
export function checkSettingChange(
  key: EditableSettingKey,
  text: string,
  current: Readonly<Record<string, unknown>>,
): SettingCheck {
  const rule: SettingRule = SETTING_RULES[key];
  const trimmed = text.trim();
  let value: unknown;
  switch (rule.kind) {
    case 'rate': {
      if (!RATE_PATTERN.test(trimmed)) return { ok: false, detail: 'must be a decimal fraction with at most 8 places' };
      const bounds = withinBounds(trimmed, rule);
      if (bounds) return { ok: false, detail: bounds };
      value = tidy(trimmed);
      break;
    }
    case 'money': {
      if (!MONEY_PATTERN.test(trimmed)) return { ok: false, detail: 'must be an amount with at most 2 decimal places' };
      const bounds = withinBounds(trimmed, rule);
      if (bounds) return { ok: false, detail: bounds };
      const [whole = '0', fraction = ''] = tidy(trimmed).split('.');
      value = `${whole}.${fraction.padEnd(2, '0')}`;
      break;
    }
    case 'count': {
      if (!/^\d{1,7}$/.test(trimmed)) return { ok: false, detail: 'must be a whole number' };
      const bounds = withinBounds(trimmed, rule);
      if (bounds) return { ok: false, detail: bounds };
      value = Number(trimmed);
      break;
    }
    case 'flag':
      if (trimmed !== 'true' && trimmed !== 'false') return { ok: false, detail: 'must be true or false' };
      value = trimmed === 'true';
      break;
    case 'email':
      if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed))
        return { ok: false, detail: 'must be an e-mail address' };
      value = trimmed;
      break;
    case 'channels': {
      const checked = checkChannels(trimmed);
      if (!checked.ok) return checked;
      value = checked.value;
      break;
    }
  }
  if (key.startsWith('trade')) {
    const next = { ...current, [key]: value } as unknown as TradingSettingsText;
    const parsed = parseTradingSettings(next);
    if (!parsed.ok) return { ok: false, detail: parsed.detail };
  }
  return { ok: true, value };
}
