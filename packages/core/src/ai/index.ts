export * from './backtest';
export * from './decide-buy';
export * from './decide-settle';
export * from './equity';
export * from './lifecycle';
export * from './live';
export * from './strategies';
