export * from './exposure';
export * from './halts';
export * from './house-pnl';
