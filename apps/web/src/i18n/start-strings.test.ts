// Proves the first screen's texts are all in the start bundle (en-start.ts): every module the app
// shell and the home page load — main.tsx's static and lazy imports, AppRoutes' HomePage only —
// names no key of a namespace that arrives later with the rest of English (index.ts, lazy-page.tsx).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { startEn } from './en-start';

const SRC = resolve(__dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
/** The routes table: of its pages, only the home page belongs to the first screen. */
const ROUTES_FILE = join(SRC, 'app/AppRoutes.tsx');
const HOME_PAGE = join(SRC, 'pages/index/HomePage');

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (readFileSync(candidate) && !candidate.endsWith('/')) return candidate;
    } catch {}
  }
  return null;
}

/** The app's own modules the first screen loads, not counting the i18n bundles themselves. */
function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.includes('/i18n/') || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (file === ROUTES_FILE && spec?.startsWith('../pages/') && resolve(dirname(file), spec) !== HOME_PAGE) continue;
      const target = spec ? resolveModule(file, spec) : null;
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

describe('the first screen texts', () => {
  it('come from namespaces of the start bundle only', () => {
    const namespaces = Object.keys(en);
    const literal = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z$]`, 'g');
    const used = new Map<string, string>();
    const modules = firstScreenModules();
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.set(match[1] as string, file);
    }
    const late = [...used].filter(([ns]) => !Object.hasOwn(startEn, ns)).map(([ns, file]) => `${ns} (${file})`);
    expect(late).toEqual([]);
  });
});
