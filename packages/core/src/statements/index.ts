/** Statements (issue 47): P&L and ledger statements by window or financial year. */
export * from './statement';
