/** Statements (issue 47): P&L and ledger statements by window or financial year, and contract notes. */
export * from './contract-note';
export * from './statement';
