import { type Decision, type RuleFailure, refuse } from './failure';

declare const decided: unique symbol;

/**
 * LC2: a status a lifecycle produced, its initial status or a transition's result. Stores take this
 * type for a status column, so a bare literal cannot be written: only a lifecycle can make one.
 */
export type LifecycleStatus<S extends string> = S & { readonly [decided]: true };

/** What an event does: the statuses it starts from and the one it leads to. */
export interface StatusRule<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

/**
 * A status machine (docs/SPEC.md LC1–LC3): every status an entity's column may hold, the status a new
 * row is born in, and for each event the statuses it starts from and the one it leads to.
 */
export interface StatusMachine<S extends string, E extends string> {
  readonly entity: string;
  readonly states: readonly S[];
  readonly initial: LifecycleStatus<S>;
  readonly rules: { readonly [K in E]: StatusRule<S> };
}

/** The one place a plain status becomes a lifecycle's status: only lifecycles in core call it. */
export function stampStatus<S extends string>(status: S): LifecycleStatus<S> {
  // The brand exists only in the type system; the value is the status itself.
  return status as LifecycleStatus<S>;
}

/** Declares a status machine; its states are the ones listed, and every rule must use them. */
export function statusMachine<const S extends string, const E extends string>(definition: {
  readonly entity: string;
  readonly states: readonly S[];
  readonly initial: NoInfer<S>;
  readonly rules: { readonly [K in E]: StatusRule<NoInfer<S>> };
}): StatusMachine<S, E> {
  return { ...definition, initial: stampStatus(definition.initial) };
}

/** The code a request for a move its entity's status does not allow answers (LC3: abnormal data). */
const ILLEGAL_TRANSITION_CODE = 404;

/** LC3's refusal of `event` on `entity` in status `from`, about the payload field `field`. */
export function illegalTransition(entity: string, from: string, event: string, field = 'status'): RuleFailure {
  return refuse(
    'LC3',
    field,
    ILLEGAL_TRANSITION_CODE,
    `cannot ${event} ${/^[aeiou]/i.test(entity) ? 'an' : 'a'} ${entity} that is ${from}`,
    {
      from,
      event,
    },
  );
}

/**
 * LC3: the status `event` leads to from `from`, or the LC3 refusal when the event does not start
 * from that status (the caller writes nothing then).
 */
export function applyStatusEvent<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  from: S,
  event: E,
): Decision<LifecycleStatus<S>> {
  const rule = machine.rules[event];
  return rule.from.includes(from)
    ? { ok: true, value: stampStatus(rule.to) }
    : illegalTransition(machine.entity, from, event);
}

/**
 * An event's rule with its result stamped, for a store that applies it as one conditional UPDATE
 * (`set status = to where status in from`), so two racing writers cannot both apply it.
 */
export function statusRule<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  event: E,
): { readonly from: readonly S[]; readonly to: LifecycleStatus<S> } {
  const rule = machine.rules[event];
  return { from: rule.from, to: stampStatus(rule.to) };
}
