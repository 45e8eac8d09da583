export * from './exposure';
export * from './house-pnl';
export * from './limits';
