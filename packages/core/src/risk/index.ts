export * from './exposure';
export * from './house-pnl';
