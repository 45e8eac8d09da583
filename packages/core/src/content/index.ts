export * from './feedback';
export * from './inbox';
export * from './sanitize';
