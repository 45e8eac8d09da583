import { type Settings, settings as settingsSchema } from '@demo/contract';
import type { Queryable } from '../db/client';
import { SETTING_DEFAULTS } from './defaults';
import { insertMissingSettings, readSettingRows } from './store';

export async function seedSettings(q: Queryable): Promise<void> {
  await insertMissingSettings(q, SETTING_DEFAULTS);
}

/**
 * The current settings. Each stored value is checked against the contract's type for its key; a
 * value that does not fit (hand-edited row) falls back to the default instead of breaking clients.
 */
export async function readSettings(q: Queryable): Promise<Settings> {
  const rows = await readSettingRows(q);
  const merged: Record<string, unknown> = { ...SETTING_DEFAULTS };
  const shape = settingsSchema.shape;
  for (const { key, value } of rows) {
    if (!(key in shape)) continue;
    const field = shape[key as keyof typeof shape];
    if (field.safeParse(value).success) merged[key] = value;
  }
  return settingsSchema.parse(merged);
}

export interface CustomerChannel {
  type: string;
  label: string;
  value: string;
}

/** The customer-service channels held, as a JSON string, in the `customer` setting. */
export function customerChannels(current: Settings): CustomerChannel[] {
  try {
    const parsed: unknown = JSON.parse(current.customer);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c): c is CustomerChannel =>
        typeof c === 'object' &&
        c !== null &&
        typeof c.type === 'string' &&
        typeof c.label === 'string' &&
        typeof c.value === 'string',
    );
  } catch {
    return [];
  }
}
