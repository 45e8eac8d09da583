// What code outside modules/statements/ may use; every other file here is private to the module.
export { statementCalls, statementConsoleCalls } from './routes';
