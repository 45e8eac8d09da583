// What code outside modules/settings/ may use; every other file here is private to the module.
export { platformSettingCalls } from './admin';
export { settingsCalls } from './routes';
