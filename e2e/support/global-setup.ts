import { existsSync } from 'node:fs';

// Browser tests need the built apps (npm run test:e2e builds them first) and Chromium; with
// CI=true a missing piece fails the run rather than skipping it.
export default function setup(): void {
  const root = new URL('../..', import.meta.url).pathname;
  for (const dist of ['apps/web/dist/index.html', 'apps/console/dist/index.html']) {
    if (!existsSync(`${root}${dist}`)) throw new Error(`${dist} is missing: run npm run build first`);
  }
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium} (apt-get install -y chromium)`);
}
