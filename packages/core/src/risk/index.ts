export * from './exposure';
export * from './house-pnl';
export * from './halts';
