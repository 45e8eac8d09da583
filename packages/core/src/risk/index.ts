export * from './exposure';
export * from './halts';
export * from './house-pnl';
export * from './large-trade';
export * from './limits';
