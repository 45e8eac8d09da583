import { statusMachine } from '../lifecycle';

/**
 * A customer account's access (docs/SPEC.md LC1): staff disable it (every session ends) and enable it
 * again. Either decision may be repeated and then changes nothing, so both start from either status.
 */
export const ACCOUNT_STATUS_LIFECYCLE = statusMachine({
  entity: 'account access',
  states: ['ACTIVE', 'DISABLED'],
  initial: 'ACTIVE',
  rules: {
    disable: { from: ['ACTIVE', 'DISABLED'], to: 'DISABLED' },
    enable: { from: ['ACTIVE', 'DISABLED'], to: 'ACTIVE' },
  },
});

/**
 * A customer's identity (KYC) standing (docs/SPEC.md LC1, R1): UNDER until a first submission, which
 * moves it to CREDITING; the review's decision makes it PASS or REJECT; a rejected customer may submit
 * again. PASS is final.
 */
export const CREDIT_STATUS_LIFECYCLE = statusMachine({
  entity: 'identity standing',
  states: ['UNDER', 'CREDITING', 'PASS', 'REJECT'],
  initial: 'UNDER',
  rules: {
    submit: { from: ['UNDER', 'REJECT'], to: 'CREDITING' },
    approve: { from: ['CREDITING'], to: 'PASS' },
    reject: { from: ['CREDITING'], to: 'REJECT' },
  },
});
