import { openDatabase } from '../db/client';
import { reconcile } from './reconcile';

/**
 * Operators' reconciliation (docs/OPERATIONS.md): `DATABASE_URL=… node --import tsx
 * apps/server/src/ledger/reconcile-cli.ts`. Prints each violation and exits 1 when there is any.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (for the embedded database see docs/OPERATIONS.md, "Ledger")');
  process.exit(2);
}
const database = openDatabase(url);
try {
  const violations = await reconcile(database.db);
  for (const v of violations) console.log(`${v.invariant} ${v.message}`);
  console.log(violations.length === 0 ? 'ledger reconciles: L1–L5 hold' : `${violations.length} violation(s)`);
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
