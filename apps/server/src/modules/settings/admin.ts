import { Code, consoleSettingsApi, fieldLabel, type Settings } from '@demo/contract';
import {
  checkSettingChange,
  type EditableSettingKey,
  isEditableSetting,
  reviewTransition,
  SETTING_CHANGE_REVIEW,
  SETTING_RULES,
  type SettingRule,
} from '@demo/core';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { type Implementation, type StaffSession, staffCall } from '../../http/implement';
import { fail, type Localized, ok, type Result, refused } from '../../lib/result';
import {
  decideSettingChange,
  insertSettingChange,
  listSettingChanges,
  lockSettingChange,
  type SettingChangeRow,
} from '../../settings/change-store';
import { readSettings } from '../../settings/service';
import { writeSetting } from '../../settings/store';
import { insertAudit } from '../audit';
import { forgetTradingTerms } from '../trading';

type PlatformSetting = consoleSettingsApi.PlatformSetting;
type SettingChange = consoleSettingsApi.SettingChange;

/**
 * Platform settings as admins change them (docs/SPEC.md S8). Core says which settings are editable,
 * their bounds and which are four-eyes; here a change is applied (or proposed) with its audit row in
 * one transaction. Trading reads settings through a cache of at most 2 s per node, dropped here on
 * this node at once.
 */

const m = {
  notEditable: {
    en: `${fieldLabel('key', 'en')} is not a setting that can be changed here`,
    hi: `${fieldLabel('key', 'hi')} ऐसी सेटिंग नहीं है जिसे यहाँ बदला जा सके`,
  },
  badValue: (detail: string): Localized => ({
    en: `${fieldLabel('newValue', 'en')} ${detail}`,
    hi: `${fieldLabel('newValue', 'hi')} सेटिंग के नियमों के अनुरूप नहीं है (${detail})`,
  }),
  unchanged: {
    en: `${fieldLabel('newValue', 'en')} is already the current value`,
    hi: `${fieldLabel('newValue', 'hi')} पहले से यही है`,
  },
  alreadyWaiting: {
    en: `${fieldLabel('key', 'en')} already has a change waiting for approval; approve or reject it first`,
    hi: `${fieldLabel('key', 'hi')} का एक बदलाव पहले से स्वीकृति की प्रतीक्षा में है; पहले उसे स्वीकृत या अस्वीकार करें`,
  },
  notFound: {
    en: `${fieldLabel('id', 'en')} does not match any proposed change`,
    hi: `${fieldLabel('id', 'hi')} किसी प्रस्तावित बदलाव से मेल नहीं खाती`,
  },
  decided: {
    en: `${fieldLabel('id', 'en')} has already been decided`,
    hi: `${fieldLabel('id', 'hi')} पर निर्णय पहले ही हो चुका है`,
  },
  stale: {
    en: `${fieldLabel('id', 'en')}: the setting has changed since this was proposed; reject it and propose again`,
    hi: `${fieldLabel('id', 'hi')}: प्रस्ताव के बाद सेटिंग बदल चुकी है; इसे अस्वीकार करके फिर से प्रस्ताव करें`,
  },
  ownChange: {
    en: 'A change must be approved by a different admin than the one who proposed it',
    hi: 'बदलाव को प्रस्ताव करने वाले से अलग किसी एडमिन द्वारा स्वीकृत किया जाना चाहिए',
  },
};

/** A stored value as the text an admin reads and types. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A change's stored value: JSON text, read back exactly (a jsonb string like "0.0010" would come back as 0.001). */
function storedValue(json: string): unknown {
  return JSON.parse(json) as unknown;
}

function settingView(key: EditableSettingKey, current: Settings): PlatformSetting {
  const rule: SettingRule = SETTING_RULES[key];
  return {
    key,
    value: asText(current[key]),
    kind: rule.kind,
    fourEyes: rule.fourEyes,
    min: rule.min ?? null,
    max: rule.max ?? null,
  };
}

function changeView(row: {
  change: SettingChangeRow;
  proposedByName: string;
  decidedByName: string | null;
}): SettingChange {
  const c = row.change;
  return {
    id: c.id,
    key: c.key,
    value: asText(storedValue(c.value)),
    previous: asText(storedValue(c.previous)),
    reason: c.reason,
    status: c.status,
    proposedBy: c.proposedBy,
    proposedByName: row.proposedByName,
    decidedBy: c.decidedBy,
    decidedByName: row.decidedByName,
    decisionReason: c.decisionReason,
    createdAt: c.createdAt.getTime(),
    decidedAt: c.decidedAt?.getTime() ?? null,
  };
}

async function oneChange(db: Db, id: number): Promise<SettingChange> {
  const { rows } = await listSettingChanges(db, { page: 1, size: 1, id });
  const [row] = rows;
  if (!row) throw new Error(`setting change ${id} vanished`);
  return changeView(row);
}

export async function listPlatformSettings(
  db: Db,
): Promise<Result<{ settings: PlatformSetting[]; waiting: SettingChange[] }>> {
  const current = await readSettings(db);
  const keys = Object.keys(SETTING_RULES).filter(isEditableSetting);
  const { rows } = await listSettingChanges(db, { page: 1, size: keys.length, status: 'PROPOSED' });
  return ok({ settings: keys.map((k) => settingView(k, current)), waiting: rows.map(changeView) });
}

/** Applies a setting at once, or proposes a four-eyes one; either way with its audit row (S1). */
export async function updatePlatformSetting(
  db: Db,
  who: StaffSession,
  input: { key: string; newValue: string; reason: string },
  ip: string,
): Promise<Result<{ applied: boolean; setting: PlatformSetting; change: SettingChange | null }>> {
  const { key } = input;
  if (!isEditableSetting(key)) return fail(Code.ABNORMAL_DATA, m.notEditable);
  const outcome = await inTransaction(db, async (tx) => {
    const current = await readSettings(tx);
    const checked = checkSettingChange(key, input.newValue, current);
    if (!checked.ok) return fail(Code.ABNORMAL_DATA, m.badValue(checked.detail));
    const previous = current[key];
    if (asText(previous) === asText(checked.value)) return fail(Code.ABNORMAL_DATA, m.unchanged);
    const detail = { key, from: previous, to: checked.value };
    if (!SETTING_RULES[key].fourEyes) {
      await writeSetting(tx, key, checked.value);
      await insertAudit(tx, {
        staffId: who.staffId,
        action: 'setting.update',
        target: `setting:${key}`,
        reason: input.reason,
        detail,
        ip,
      });
      return ok({ changeId: null });
    }
    const proposed = await insertSettingChange(tx, {
      key,
      value: JSON.stringify(checked.value),
      previous: JSON.stringify(previous),
      reason: input.reason,
      proposedBy: who.staffId,
    });
    if (!proposed) return fail(Code.ABNORMAL_DATA, m.alreadyWaiting);
    await insertAudit(tx, {
      staffId: who.staffId,
      action: 'setting.propose',
      target: `setting:${key}`,
      reason: input.reason,
      detail: { ...detail, changeId: proposed.id },
      ip,
    });
    return ok({ changeId: proposed.id });
  });
  if (!outcome.ok) return outcome;
  const { changeId } = outcome.body;
  if (changeId === null) forgetTradingTerms(db);
  const setting = settingView(key, await readSettings(db));
  return ok({ applied: changeId === null, setting, change: changeId === null ? null : await oneChange(db, changeId) });
}

/**
 * Decides a proposed change under its row lock: another admin's approval writes the value, but only
 * if the setting still holds the value the proposal replaced; a rejection writes nothing. The
 * decision and its audit row commit together.
 */
export async function decidePlatformSetting(
  db: Db,
  who: StaffSession,
  id: number,
  decision: { action: 'approve' | 'reject'; reason: string | null },
  ip: string,
): Promise<Result<SettingChange>> {
  const outcome = await inTransaction(db, async (tx) => {
    const row = await lockSettingChange(tx, id);
    if (!row) return fail(Code.ABNORMAL_DATA, m.notFound);
    const transition = reviewTransition(SETTING_CHANGE_REVIEW, decision.action, row.status);
    if (!transition.ok) return refused(transition, m.decided);
    if (decision.action === 'approve') {
      if (row.proposedBy === who.staffId) return fail(Code.ACCOUNT_DISABLED, m.ownChange);
      if (!isEditableSetting(row.key)) return fail(Code.ABNORMAL_DATA, m.notEditable);
      const current = await readSettings(tx);
      if (asText(current[row.key]) !== asText(storedValue(row.previous))) return fail(Code.ABNORMAL_DATA, m.stale);
      // The value was checked when proposed; the other settings may have moved since, so again.
      const checked = checkSettingChange(row.key, asText(storedValue(row.value)), current);
      if (!checked.ok) return fail(Code.ABNORMAL_DATA, m.badValue(checked.detail));
      await writeSetting(tx, row.key, checked.value);
    }
    const status = transition.value.to;
    await decideSettingChange(tx, row.id, { status, staffId: who.staffId, reason: decision.reason });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: `setting.${decision.action}`,
      target: `setting:${row.key}`,
      reason: decision.reason,
      detail: { key: row.key, from: storedValue(row.previous), to: storedValue(row.value), changeId: row.id },
      ip,
    });
    return ok(null);
  });
  if (!outcome.ok) return outcome;
  if (decision.action === 'approve') forgetTradingTerms(db);
  return ok(await oneChange(db, id));
}

export function platformSettingCalls(db: Db): Implementation[] {
  return [
    staffCall(consoleSettingsApi.settingList, () => listPlatformSettings(db)),
    staffCall(consoleSettingsApi.settingUpdate, (p, ctx) => updatePlatformSetting(db, ctx.staff, p, ctx.ip)),
    staffCall(consoleSettingsApi.settingApprove, (p, ctx) =>
      decidePlatformSetting(db, ctx.staff, p.id, { action: 'approve', reason: p.reason ?? null }, ctx.ip),
    ),
    staffCall(consoleSettingsApi.settingReject, (p, ctx) =>
      decidePlatformSetting(db, ctx.staff, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
    staffCall(consoleSettingsApi.settingChanges, async (p) => {
      const { rows, total } = await listSettingChanges(db, p);
      return ok({ list: rows.map(changeView), total });
    }),
  ];
}
