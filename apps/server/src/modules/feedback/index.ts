// What code outside modules/feedback/ may use; every other file here is private to the module.
export { feedbackCalls } from './routes';
export { ownImages } from './service';
