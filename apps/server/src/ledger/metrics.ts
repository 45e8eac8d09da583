/**
 * Ledger counters for `/metrics`, process-wide because `post` runs inside callers' transactions and
 * has no app at hand. They count postings applied by this process; a posting whose transaction later
 * rolls back is still counted, so they measure work done, not money moved.
 */
const counts = { applied: 0, replayed: 0, insufficientFunds: 0, malformed: 0, transfers: 0 };

export type PostingOutcomeLabel = 'applied' | 'replayed' | 'insufficient_funds' | 'malformed';

export function countPosting(outcome: PostingOutcomeLabel, transfers: number): void {
  if (outcome === 'applied') {
    counts.applied += 1;
    counts.transfers += transfers;
  } else if (outcome === 'replayed') counts.replayed += 1;
  else if (outcome === 'insufficient_funds') counts.insufficientFunds += 1;
  else counts.malformed += 1;
}

/** Prometheus text lines, appended by the health module's renderer. */
export function ledgerMetricLines(): string[] {
  return [
    '# HELP ledger_postings_total Ledger postings by outcome.',
    '# TYPE ledger_postings_total counter',
    `ledger_postings_total{outcome="applied"} ${counts.applied}`,
    `ledger_postings_total{outcome="replayed"} ${counts.replayed}`,
    `ledger_postings_total{outcome="insufficient_funds"} ${counts.insufficientFunds}`,
    `ledger_postings_total{outcome="malformed"} ${counts.malformed}`,
    '# HELP ledger_transfers_total Ledger transfers written.',
    '# TYPE ledger_transfers_total counter',
    `ledger_transfers_total ${counts.transfers}`,
  ];
}
