// What code outside modules/content/ may use; every other file here is private to the module.
export { contentCalls } from './routes';
export { seedContent } from './store';
