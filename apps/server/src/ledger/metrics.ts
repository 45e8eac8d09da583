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

/** The latest reconciliation this node knows of (D5): run here as leader, or read for /readyz or /metrics. */
let lastRun: { finishedAtMs: number; differences: number } | null = null;

export function noteReconcile(run: { finishedAtMs: number; differences: number }): void {
  if (lastRun === null || run.finishedAtMs >= lastRun.finishedAtMs) lastRun = { ...run };
}

function reconcileLines(): string[] {
  if (lastRun === null) return [];
  return [
    '# HELP ledger_reconcile_differences Differences the latest reconciliation of the ledger found (0 = it balances).',
    '# TYPE ledger_reconcile_differences gauge',
    `ledger_reconcile_differences ${lastRun.differences}`,
    '# HELP ledger_reconcile_last_run_timestamp_seconds When the latest reconciliation finished.',
    '# TYPE ledger_reconcile_last_run_timestamp_seconds gauge',
    `ledger_reconcile_last_run_timestamp_seconds ${Math.floor(lastRun.finishedAtMs / 1000)}`,
  ];
}

/** Prometheus text lines, appended by the health module's renderer. */
export function ledgerMetricLines(): string[] {
  return [
    ...reconcileLines(),
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
