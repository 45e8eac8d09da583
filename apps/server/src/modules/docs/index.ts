// What code outside modules/docs/ may use; every other file here is private to the module.
export { registerDocs } from './routes';
