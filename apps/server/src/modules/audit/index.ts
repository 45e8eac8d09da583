// What code outside modules/audit/ may use; every other file here is private to the module.
export { insertAudit, listAudit } from './store';
