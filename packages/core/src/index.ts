/** Pure domain core: no I/O, no clock, no randomness of its own (STYLE.md, rule 1). */
export {};
