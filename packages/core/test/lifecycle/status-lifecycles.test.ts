import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_LIFECYCLE, CREDIT_STATUS_LIFECYCLE } from '../../src/accounts/lifecycle';
import { AI_PURCHASE_LIFECYCLE, aiStatusChange } from '../../src/ai/lifecycle';
import { alertFireEvent, PRICE_ALERT_LIFECYCLE } from '../../src/alerts/lifecycle';
import { GROUP_ORDER_LIFECYCLE } from '../../src/groups/status';
import { applyStatusEvent, type StatusMachine, statusRule } from '../../src/lifecycle';
import { allotmentEvent, SUBSCRIPTION_LIFECYCLE } from '../../src/new-shares/subscription-lifecycle';

/** The status lifecycles of every entity but orders and reviews move only along their rules (LC1–LC3). */

const MACHINES: readonly StatusMachine<string, string>[] = [
  ACCOUNT_STATUS_LIFECYCLE,
  CREDIT_STATUS_LIFECYCLE,
  AI_PURCHASE_LIFECYCLE,
  PRICE_ALERT_LIFECYCLE,
  GROUP_ORDER_LIFECYCLE,
  SUBSCRIPTION_LIFECYCLE,
];

/** Every status reachable from the initial one by applying events. */
function reachable(machine: StatusMachine<string, string>): Set<string> {
  const seen = new Set<string>([machine.initial]);
  const queue = [machine.initial as string];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const event of Object.keys(machine.rules)) {
      const next = applyStatusEvent(machine, state, event);
      if (next.ok && !seen.has(next.value)) {
        seen.add(next.value);
        queue.push(next.value);
      }
    }
  }
  return seen;
}

describe.each(MACHINES.map((machine) => ({ name: machine.entity, machine })))('$name', ({ machine }) => {
  it('LC1: is born in one of its states, and every rule starts from and leads to its states', () => {
    expect(machine.states).toContain(machine.initial);
    for (const rule of Object.values(machine.rules)) {
      expect(machine.states).toContain(rule.to);
      for (const from of rule.from) expect(machine.states).toContain(from);
    }
  });

  it('LC1: every state can be reached from the initial one', () => {
    expect([...reachable(machine)].sort()).toEqual([...machine.states].sort());
  });

  it('LC3: an event moves exactly the states its rule starts from, and refuses the rest', () => {
    for (const [event, rule] of Object.entries(machine.rules)) {
      for (const state of machine.states) {
        const next = applyStatusEvent(machine, state, event);
        if (rule.from.includes(state)) expect(next).toEqual({ ok: true, value: rule.to });
        else expect(next).toMatchObject({ ok: false, rule: 'LC3', field: 'status', code: 404 });
      }
      expect(statusRule(machine, event)).toEqual({ from: rule.from, to: rule.to });
    }
  });
});

describe('stories', () => {
  it('LC3: a new-share subscription is allotted once, then listed only if it won', () => {
    const won = applyStatusEvent(SUBSCRIPTION_LIFECYCLE, SUBSCRIPTION_LIFECYCLE.initial, allotmentEvent(2));
    expect(won).toEqual({ ok: true, value: 'success' });
    expect(applyStatusEvent(SUBSCRIPTION_LIFECYCLE, 'submitted', allotmentEvent(0))).toEqual({
      ok: true,
      value: 'fail',
    });
    expect(applyStatusEvent(SUBSCRIPTION_LIFECYCLE, 'success', 'win').ok).toBe(false);
    expect(applyStatusEvent(SUBSCRIPTION_LIFECYCLE, 'success', 'list')).toEqual({
      ok: true,
      value: 'position_completed',
    });
    expect(applyStatusEvent(SUBSCRIPTION_LIFECYCLE, 'fail', 'list').ok).toBe(false);
  });

  it('LC3: a repeating alert stays active when it fires, a one-off one is spent, and only a live one is cancelled', () => {
    expect(applyStatusEvent(PRICE_ALERT_LIFECYCLE, 'active', alertFireEvent(true))).toEqual({
      ok: true,
      value: 'active',
    });
    expect(applyStatusEvent(PRICE_ALERT_LIFECYCLE, 'active', alertFireEvent(false))).toEqual({
      ok: true,
      value: 'triggered',
    });
    expect(applyStatusEvent(PRICE_ALERT_LIFECYCLE, 'triggered', alertFireEvent(true)).ok).toBe(false);
    expect(applyStatusEvent(PRICE_ALERT_LIFECYCLE, 'cancelled', 'cancel').ok).toBe(false);
  });

  it('LC3: an identity standing is decided only while under review, and a rejected customer may submit again', () => {
    expect(applyStatusEvent(CREDIT_STATUS_LIFECYCLE, 'UNDER', 'approve').ok).toBe(false);
    expect(applyStatusEvent(CREDIT_STATUS_LIFECYCLE, 'REJECT', 'submit')).toEqual({ ok: true, value: 'CREDITING' });
    expect(applyStatusEvent(CREDIT_STATUS_LIFECYCLE, 'PASS', 'submit').ok).toBe(false);
  });

  it('LC3: staff may repeat an access decision, which changes nothing', () => {
    expect(applyStatusEvent(ACCOUNT_STATUS_LIFECYCLE, 'DISABLED', 'disable')).toEqual({ ok: true, value: 'DISABLED' });
    expect(applyStatusEvent(ACCOUNT_STATUS_LIFECYCLE, 'ACTIVE', 'enable')).toEqual({ ok: true, value: 'ACTIVE' });
  });

  it('LC3: an AI purchase pauses and resumes while it runs, ends once, and unlocks only when ended', () => {
    expect(aiStatusChange('running', 'paused')).toEqual({ ok: true, value: 'paused' });
    expect(aiStatusChange('paused', 'running')).toEqual({ ok: true, value: 'running' });
    expect(aiStatusChange('paused', 'ended')).toEqual({ ok: true, value: 'ended' });
    expect(aiStatusChange('running', 'running').ok).toBe(false);
    expect(aiStatusChange('running', 'unlocked').ok).toBe(false);
    expect(aiStatusChange('ended', 'running').ok).toBe(false);
    expect(aiStatusChange('ended', 'unlocked')).toEqual({ ok: true, value: 'unlocked' });
    expect(aiStatusChange('unlocked', 'ended').ok).toBe(false);
  });
});
