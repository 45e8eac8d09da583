// What code outside modules/staff/ may use; every other file here is private to the module.
export { customerDetailCalls } from './customer-detail';
export { staffCalls } from './routes';
export { authenticateStaff, ensureFirstAdmin, FIRST_ADMIN_USERNAME } from './service';
