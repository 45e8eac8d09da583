export * from './decide-plan';
export * from './lots';
export * from './plan';
export * from './schedule';
