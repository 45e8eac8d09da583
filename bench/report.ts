// docs/PERFORMANCE.md, written by the benches: one section per bench, replaced whole by its latest
// run, so `npm run bench <name>` updates only its own rows. Each row states ours, the baseline
// measured in the same run, the ratio or figure, the target and the verdict.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export interface ReportRow {
  readonly what: string;
  readonly ours: string;
  readonly baseline: string;
  /** The comparison: a ratio to the baseline, or the figure the target is about. */
  readonly result: string;
  readonly target: string;
  readonly ok: boolean | null;
}

const FILE = new URL('../docs/PERFORMANCE.md', import.meta.url);

const HEAD = `# Performance

Written by \`npm run bench\` (bench/): each bench replaces its own section below with its latest run.
Every figure is measured against a baseline in the same run on the same machine, so a ratio means
the same on a laptop and on a loaded two-core CI machine; absolute numbers are only context.
Text outside the marked sections (the notes at the end: what was changed and why) is kept by hand.
`;

function section(name: string, rows: readonly ReportRow[], note: string): string {
  const machine = `${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`;
  const lines = [
    `<!-- bench:${name} -->`,
    `## ${name}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine}${note ? ` · ${note}` : ''}`,
    '',
    '| what | ours | baseline | result | target | verdict |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.ours} | ${r.baseline} | ${r.result} | ${r.target} | ${r.ok === null ? 'recorded' : r.ok ? 'ok' : '**not met**'} |`,
    ),
    `<!-- /bench:${name} -->`,
  ];
  return lines.join('\n');
}

/** Replaces the bench's section of docs/PERFORMANCE.md (or appends it), keeping every other. */
export function recordRows(name: string, rows: readonly ReportRow[], note = ''): void {
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEAD;
  const start = text.indexOf(`<!-- bench:${name} -->`);
  const endMarker = `<!-- /bench:${name} -->`;
  const end = text.indexOf(endMarker);
  const fresh = section(name, rows, note);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + fresh + text.slice(end + endMarker.length)
      : `${text.trimEnd()}\n\n${fresh}\n`;
  writeFileSync(FILE, next);
}

/** A ratio as `0.62×`. */
export function ratio(value: number): string {
  return `${value.toFixed(2)}×`;
}
