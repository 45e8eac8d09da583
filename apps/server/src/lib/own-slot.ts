/**
 * A value kept on a short-lived object itself, under a symbol of its own: the side table for state
 * per transaction handle (SPEC D13), with a WeakMap's `get` and `set`. A module-level WeakMap is old;
 * V8's young-generation collector reaches its values as if alive, and a value that leads back to its
 * key (an after-commit closure holding the handle) keeps the entry, so the transaction and all its
 * closures reach survive every scavenge until the next full collection (docs/adr/0015). A property
 * of the object dies with the object. Symbol properties stay out of `Object.keys` and JSON.
 */
export class OwnSlot<K extends object, V> {
  private readonly symbol: symbol;

  constructor(description: string) {
    this.symbol = Symbol(description);
  }

  get(owner: K): V | undefined {
    // Its own property only, as a WeakMap answers by identity: a handle's prototype is its connection's builder.
    if (!Object.hasOwn(owner, this.symbol)) return undefined;
    return Reflect.get(owner, this.symbol) as V; // Sound: only `set` writes this symbol, with a V.
  }

  set(owner: K, value: V): void {
    Reflect.set(owner, this.symbol, value);
  }
}
