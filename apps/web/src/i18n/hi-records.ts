import type { MessagesOf } from './en';
import type { recordsEn } from './en-records';

/** Hindi texts that say what a balance record is (merged into hi.ts). */
export const recordsHi: MessagesOf<typeof recordsEn> = {
  recordPart: {
    margin: 'मार्जिन',
    marginReturned: 'मार्जिन वापस',
    profitLoss: 'लाभ/हानि',
    fee: 'शुल्क',
    insurance: 'बीमा',
    hold: 'रोकी गई राशि',
    holdReturned: 'रोकी गई राशि वापस',
    protection: 'ऋणात्मक शेष से सुरक्षा',
    deposit: 'अग्रिम राशि',
    balancePaid: 'शेष भुगतान',
    amountReturned: 'राशि वापस',
  },
};
