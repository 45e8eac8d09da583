// A server stand-in for the re-clone tests: starts the embedded PostgreSQL for the data folder and
// runtime folder given as arguments, prints one JSON line {pid, pgDir} and waits to be killed.
import { startEmbeddedPostgres } from '../../src/db/embedded';

const [dataDir, runtimeDir] = process.argv.slice(2);
if (!dataDir || !runtimeDir) throw new Error('usage: embedded-holder.ts <dataDir> <runtimeDir>');
const embedded = await startEmbeddedPostgres({ dataDir, runtimeDir });
process.stdout.write(`${JSON.stringify({ pid: embedded.pid, pgDir: embedded.pgDir })}\n`);
setInterval(() => undefined, 60_000);
