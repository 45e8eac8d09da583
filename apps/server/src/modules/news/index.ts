// What code outside modules/news/ may use; every other file here is private to the module.
export type { ContentDeps } from './deps';
export { startNewsImport } from './feed-schedule';
export { contentMessages } from './messages';
export { newsCalls } from './routes';
export { seedNews } from './seed';
