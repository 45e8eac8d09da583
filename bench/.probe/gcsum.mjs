import { readFileSync } from 'node:fs';

const lines = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((l) => l.includes('gc=s') && !l.includes('0x7f'));
const ms = (l) => Number(/(\d+) ms: pause/.exec(l)?.[1] ?? 0);
const from = Number(process.argv[3] ?? 0);
const sel = lines.filter((l) => ms(l) >= from);
const num = (l, k) => Number(new RegExp(`${k}=([\\d.]+)`).exec(l)?.[1] ?? 0);
const sum = (k) => sel.reduce((s, l) => s + num(l, k), 0);
console.log(
  `scavenges ${sel.length}, pause ${sum('pause').toFixed(0)} ms (max ${Math.max(...sel.map((l) => num(l, 'pause')))}), allocated ${(sum('allocated') / 1e6).toFixed(0)} MB, survived ${(sum('new_space_survived') / 1e6).toFixed(1)} MB, promoted ${(sum('promoted') / 1e6).toFixed(1)} MB; survived/allocated ${((sum('new_space_survived') / sum('allocated')) * 100).toFixed(2)}%`,
);
