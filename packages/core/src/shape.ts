/**
 * Object shapes on the money path (docs/adr/0026). V8 gives an object literal that adds keys after a
 * spread (`{ ...row, orderNo }`, `{ ...a, ...b }`) a new hidden class on every call, so each reader of
 * such objects turns megamorphic and each one costs new maps; a literal that starts with its own keys
 * and then spreads, or a copy whose existing keys are set, keeps one class per shape.
 */

/** `base` with some of its own keys set: `{ ...base, ...changes }` for keys `base` already has. */
export function withChanges<T extends object>(base: T, changes: Partial<T>): T {
  const next = { ...base };
  for (const key in changes) {
    if (Object.hasOwn(changes, key)) next[key] = changes[key] as T[typeof key]; // Sound: a key of T, from Partial<T>.
  }
  return next;
}
