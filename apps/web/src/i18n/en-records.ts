/**
 * English texts that say what a balance record is (docs/SPEC.md LR1): the part of its event, written
 * after the record's type ("Close position · margin returned"). The contract's `recordPartLabels`
 * carries the same words for the CSV; records-labels.test.ts keeps them equal.
 */
export const recordsEn = {
  recordPart: {
    margin: 'margin',
    marginReturned: 'margin returned',
    profitLoss: 'profit/loss',
    fee: 'fee',
    insurance: 'insurance',
    hold: 'amount held',
    holdReturned: 'held amount returned',
    protection: 'negative-balance protection',
    deposit: 'deposit',
    balancePaid: 'rest paid',
    amountReturned: 'amount returned',
  },
};
