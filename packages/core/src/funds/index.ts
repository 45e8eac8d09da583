export * from './decide-recharge';
export * from './decide-withdrawal';
