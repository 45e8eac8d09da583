import type { BrakeLogEntry } from '@demo/contract';

/** What the log line needs to speak: the i18n function, a market's name and a time in India time. */
export interface Speak {
  t: (key: string, values?: Record<string, unknown>) => string;
  market: (code: string) => string;
  time: (epochMs: number) => string;
}

/** A scope in words: every market, or one market group by its name. */
export function scopeText(scope: string, speak: Speak): string {
  return scope === 'all' ? speak.t('brakes.scopeAll') : speak.market(scope);
}

/** One line of the brake log in the reader's language, with the figures of that moment (BR11). */
export function describeBrake(entry: BrakeLogEntry, speak: Speak): string {
  const d = entry.detail;
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  switch (entry.kind) {
    case 'kill_switch_set':
      return speak.t('brakes.log.killSwitch', {
        scope: scopeText(text(d.scope), speak),
        until: speak.time(Number(d.until)),
        cancelled: Number(d.cancelled ?? 0),
      });
    case 'loss_limit_set':
      return d.amount === '0.00'
        ? speak.t('brakes.log.limitRemoved', { from: speak.time(Number(d.effectiveFrom)) })
        : speak.t('brakes.log.limitSet', {
            amount: text(d.amount),
            currency: text(d.currency),
            from: speak.time(Number(d.effectiveFrom)),
          });
    case 'loss_limit_reached':
      return speak.t('brakes.log.reached', {
        loss: text(d.todayLoss),
        limit: text(d.limit),
        currency: text(d.currency),
        realised: text(d.realised),
        unrealised: text(d.unrealised),
      });
    case 'order_refused':
      if (d.rule === 'BR18') return speak.t('brakes.log.refusedDisclosure', { code: text(d.code) });
      return d.scope !== undefined
        ? speak.t('brakes.log.refusedSwitch', { code: text(d.code), scope: scopeText(text(d.scope), speak) })
        : d.limit !== undefined
          ? speak.t('brakes.log.refusedLimit', { code: text(d.code), limit: text(d.limit) })
          : speak.t('brakes.log.refusedCap', { code: text(d.code), cap: text(d.cap) });
    case 'positions_covered':
      return speak.t('brakes.log.covered', { count: Number(d.covered ?? 0), failed: Number(d.failed ?? 0) });
    case 'leverage_cap_set':
      return d.cap === null ? speak.t('brakes.log.capRemoved') : speak.t('brakes.log.capSet', { cap: text(d.cap) });
    case 'disclosure_accepted':
      return speak.t('brakes.log.disclosure', { version: text(d.version) });
  }
}
