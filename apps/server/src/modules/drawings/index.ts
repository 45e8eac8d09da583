// What code outside modules/drawings/ may use; every other file here is private to the module.
export { drawingCalls } from './routes';
