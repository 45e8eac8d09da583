export * from './lots';
export * from './plan';
export * from './schedule';
