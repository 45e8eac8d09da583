// What code outside modules/two-factor/ may use; every other file here is private to the module.
export { twoFactorMessages } from './messages';
export { TWO_FACTOR_LIMITS, twoFactorCalls } from './routes';
export { afterOtp, requireOtp, TOTP_ISSUER, type TwoFactorDeps } from './service';
export { isTotpEnabled } from './store';
