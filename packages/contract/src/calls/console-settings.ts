import { z } from 'zod';
import { id, listOf, paging } from '../fields';
import { defineConsoleCall } from './console';

/**
 * The platform settings of `config/setting`, as admins change them (docs/SPEC.md S8). A setting
 * that changes what a customer pays or when positions close is four-eyes: `setting/update` only
 * proposes it, and another admin approves or rejects the proposal. Every change is audited.
 */

/** The longest value text a setting takes (the customer-service channels, as JSON). */
export const SETTING_VALUE_LENGTH_MAX = 4000;

export const platformSetting = z.object({
  key: z.string(),
  /** The current value as text: a decimal, an integer, `true`/`false`, an address or JSON. */
  value: z.string(),
  /** What kind of value it takes: rate, money, count, flag, email, channels. */
  kind: z.enum(['rate', 'money', 'count', 'flag', 'email', 'channels']),
  fourEyes: z.boolean(),
  /** Inclusive bounds of a rate, an amount or a count. */
  min: z.string().nullable(),
  max: z.string().nullable(),
});
export type PlatformSetting = z.infer<typeof platformSetting>;

export const settingChange = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  /** The value when it was proposed; approval is refused if the setting has changed since. */
  previous: z.string(),
  reason: z.string(),
  status: z.enum(['PROPOSED', 'APPROVED', 'REJECTED']),
  proposedBy: z.number().int(),
  proposedByName: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type SettingChange = z.infer<typeof settingChange>;

const reason = z.string().trim().min(1, 'is required').max(500);

export const settingList = defineConsoleCall({
  path: 'setting/list',
  access: 'staff',
  roles: ['admin'],
  summary: 'The editable platform settings with their rules, and the four-eyes changes waiting for approval',
  payload: z.object({}),
  body: z.object({ settings: z.array(platformSetting), waiting: z.array(settingChange) }),
});

export const settingUpdate = defineConsoleCall({
  path: 'setting/update',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Changes a setting at once, or for a four-eyes setting proposes the change for another admin (applied: false)',
  payload: z.object({
    key: z.string().trim().min(1, 'is required').max(64),
    newValue: z.string().max(SETTING_VALUE_LENGTH_MAX, `must be at most ${SETTING_VALUE_LENGTH_MAX} characters`),
    reason,
  }),
  body: z.object({ applied: z.boolean(), setting: platformSetting, change: settingChange.nullable() }),
});

export const settingApprove = defineConsoleCall({
  path: 'setting/approve',
  access: 'staff',
  roles: ['admin'],
  summary: "Approves another admin's proposed change, which applies at once (never one's own: 403)",
  payload: z.object({ id: id(), reason: z.string().trim().max(500).optional() }),
  body: settingChange,
});

export const settingReject = defineConsoleCall({
  path: 'setting/reject',
  access: 'staff',
  roles: ['admin'],
  summary: 'Rejects a proposed change (the proposer may withdraw their own this way)',
  payload: z.object({ id: id(), reason }),
  body: settingChange,
});

export const settingChanges = defineConsoleCall({
  path: 'setting/changes',
  access: 'staff',
  roles: ['admin'],
  summary: 'Proposed four-eyes changes of every status, newest first',
  payload: z.object({ ...paging }),
  body: listOf(settingChange),
});
