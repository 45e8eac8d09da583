import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes, from Linux's /proc: where a transaction's CPU goes (the Node server, the
 * PostgreSQL backends, the load generator) in the same run, so the bench can say per transaction
 * what each part costs (docs/adr/0003). On a system without /proc every reading is null.
 */

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every mainstream Linux). */
const TICKS_PER_S = 100;

function ticksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by one process, or null when it cannot be read. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const ticks = ticksOf(pid);
  return ticks === null ? null : (ticks * 1000) / TICKS_PER_S;
}

/**
 * CPU milliseconds used so far by each live PostgreSQL backend connected to database `db`, by pid.
 * Compare two readings with `backendsCpuDeltaMs`: a sum would fall when a backend exits between them.
 */
export function backendsCpuMs(db: string): Map<number, number> | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc');
  } catch {
    return null;
  }
  const byPid = new Map<number, number>();
  for (const dir of dirs) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      // A backend's command line reads "postgres: <user> <database> <client> <state>".
      const cmdline = readFileSync(`/proc/${dir}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.split(' ').includes(db)) continue;
    } catch {
      continue;
    }
    const ticks = ticksOf(Number(dir));
    if (ticks !== null) byPid.set(Number(dir), (ticks * 1000) / TICKS_PER_S);
  }
  return byPid;
}

/**
 * The CPU the backends used between two readings: each live one's growth (a backend that started
 * between them counts from zero). One that exited between them is not counted at all, so under a
 * pool that closes idle connections this is a lower bound, never a negative figure.
 */
export function backendsCpuDeltaMs(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * Follows the backends of database `db` while `work` runs, reading them every `everyMs`, and answers
 * the CPU they used: for a client such as pgbench whose backends exit with it, so a reading after
 * the run would find none. Each backend counts from its first reading (or from zero when it started
 * after the first), up to its last one; what it used after that, at most `everyMs` before it exited,
 * is not counted, so the figure is a slight underestimate. Null without /proc.
 */
export async function backendsCpuDuringMs<T>(
  db: string,
  work: () => Promise<T>,
  everyMs = 100,
): Promise<{ value: T; cpuMs: number | null }> {
  const first = backendsCpuMs(db);
  if (first === null) return { value: await work(), cpuMs: null };
  const last = new Map(first);
  const timer = setInterval(() => {
    for (const [pid, ms] of backendsCpuMs(db) ?? []) last.set(pid, ms);
  }, everyMs);
  try {
    const value = await work();
    for (const [pid, ms] of backendsCpuMs(db) ?? []) last.set(pid, ms);
    return { value, cpuMs: backendsCpuDeltaMs(first, last) };
  } finally {
    clearInterval(timer);
  }
}

/** The machine's CPU time so far (/proc/stat's `cpu` line, in clock ticks): busy, stolen by the hypervisor, all. */
export interface MachineTicks {
  readonly busy: number;
  readonly steal: number;
  readonly total: number;
}

/** `cpu` line of /proc/stat's text: user nice system idle iowait irq softirq steal (guest time is in user). */
export function machineTicksOf(stat: string): MachineTicks | null {
  const fields = /^cpu\s+(.*)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return {
    busy: user + nice + system + irq + softirq,
    steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

export function machineTicks(): MachineTicks | null {
  try {
    return machineTicksOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Shares of the machine between two readings, in per cent: busy, and stolen by the hypervisor (time a
 * virtual CPU wanted to run and was not let to; on a shared host, a load's tail can be that alone).
 */
export interface MachineShares {
  readonly busyPct: number;
  readonly stealPct: number;
}

export function machineShares(before: MachineTicks | null, after: MachineTicks | null): MachineShares | null {
  if (before === null || after === null || after.total <= before.total) return null;
  const all = after.total - before.total;
  return { busyPct: (100 * (after.busy - before.busy)) / all, stealPct: (100 * (after.steal - before.steal)) / all };
}

/**
 * A thread's scheduler times so far (/proc/<pid>/schedstat: nanoseconds on a CPU, nanoseconds
 * runnable but waiting for one, time slices), read at a moment of the wall clock.
 */
export interface ThreadSchedule {
  readonly runNs: number;
  readonly waitNs: number;
  readonly atNs: number;
}

export function threadScheduleOf(schedstat: string, atNs: number): ThreadSchedule | null {
  const [run, wait] = schedstat.trim().split(/\s+/).map(Number);
  if (run === undefined || wait === undefined || !Number.isFinite(run) || !Number.isFinite(wait)) return null;
  return { runNs: run, waitNs: wait, atNs };
}

/** The main thread's scheduler times of process `pid` (for Node, the event loop's thread), or null. */
export function threadSchedule(pid: number | undefined): ThreadSchedule | null {
  if (pid === undefined) return null;
  try {
    return threadScheduleOf(readFileSync(`/proc/${pid}/schedstat`, 'utf8'), Number(process.hrtime.bigint()));
  } catch {
    return null;
  }
}

/**
 * Shares of the wall-clock time between two readings, in per cent, that the thread ran and that it
 * was ready to run but waited for a core (docs/adr/0021: on two cores shared with PostgreSQL and the
 * load generator, the server's one thread, which every request needs, waited 8–18 % of the half load).
 */
export interface ThreadShares {
  readonly runPct: number;
  readonly waitPct: number;
}

export function threadShares(before: ThreadSchedule | null, after: ThreadSchedule | null): ThreadShares | null {
  if (before === null || after === null || after.atNs <= before.atNs) return null;
  const wall = after.atNs - before.atNs;
  return {
    runPct: (100 * (after.runNs - before.runNs)) / wall,
    waitPct: (100 * (after.waitNs - before.waitNs)) / wall,
  };
}
