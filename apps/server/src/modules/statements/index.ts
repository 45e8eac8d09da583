// What code outside modules/statements/ may use; every other file here is private to the module.
export { CONTRACT_NOTE_PASS_MS, runContractNotePass } from './contract-notes';
export { statementCalls, statementConsoleCalls } from './routes';
