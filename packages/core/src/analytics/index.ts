/** Trading analytics and statements (issue 16): figures derived from orders and ledger rows. */
export * from './analytics';
export * from './monthly-statement';
export * from './statement-csv';
