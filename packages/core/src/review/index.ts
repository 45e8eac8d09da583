export * from './decide-review';
export * from './lifecycle';
