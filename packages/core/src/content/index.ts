export * from './feedback';
export * from './flash-news';
export * from './inbox';
export * from './market-stories';
export * from './sanitize';
