// Before each measured load of the orders bench: what ran before it written to disk first.
//
// The bench creates two databases, fills pgbench's tables and runs loads one after another. Linux
// keeps those writes in its page cache and writes them back about 30 s later (vm.dirty_expire), and on
// this machine's ext4 that writeback stalls PostgreSQL's WAL flush, and with it every COMMIT: measured
// in the half load, 215 MB written back in one go held every COMMIT 430–460 ms, the only stall of the
// run, and it alone made the run's p99 (docs/adr/0012). The stall is the harness's own, not the load's,
// so each load starts from a CHECKPOINT (PostgreSQL's dirty buffers to the page cache) and a `sync`
// (the page cache to disk).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

export interface Settled {
  /** The machine's page cache not yet on disk before the flush, in MB (null where /proc/meminfo is missing). */
  readonly unwrittenMb: number | null;
  /** Whether PostgreSQL took the CHECKPOINT (a role without the right to it only gets the `sync`). */
  readonly checkpoint: boolean;
  readonly ms: number;
}

/** Dirty plus writeback memory of /proc/meminfo's text, in kB; null when the text has neither. */
export function unwrittenKb(meminfo: string): number | null {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(meminfo);
    return match ? Number(match[1]) : null;
  };
  const dirty = field('Dirty');
  const writeback = field('Writeback');
  return dirty === null && writeback === null ? null : (dirty ?? 0) + (writeback ?? 0);
}

function machineUnwrittenKb(): number | null {
  try {
    return unwrittenKb(readFileSync('/proc/meminfo', 'utf8'));
  } catch {
    return null;
  }
}

/** CHECKPOINT on `admin`'s server, then `sync`: the writes so far on disk before the next load. */
export async function settleWrites(admin: pg.Client): Promise<Settled> {
  const started = performance.now();
  const kb = machineUnwrittenKb();
  let checkpoint = true;
  try {
    await admin.query('checkpoint');
  } catch {
    checkpoint = false;
  }
  spawnSync('sync', { stdio: 'ignore' });
  return { unwrittenMb: kb === null ? null : kb / 1024, checkpoint, ms: performance.now() - started };
}

/** The settle as the bench prints it. */
export function describeSettled(s: Settled): string {
  const what = s.checkpoint ? 'a CHECKPOINT and a sync' : 'a sync (no right to CHECKPOINT)';
  const size = s.unwrittenMb === null ? '' : `, ${s.unwrittenMb.toFixed(0)} MB of earlier writes`;
  return `after ${what}${size} (${(s.ms / 1000).toFixed(1)} s)`;
}
