// Prints the JavaScript each storefront page loads first (gzip), from the client build's manifest,
// and fails above the budget of CONTRACT §8: what a shopper's phone downloads before the page works.
// Run by `npm run build` and by the browser tests' setup (tests/e2e/global-setup.ts), so CI fails on
// it. `node scripts/bundle-budget.mjs [client build folder]`, dist/client by default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = process.argv[2] ?? 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk and every chunk it imports statically: what the browser must fetch before running it. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = new Map();
const size = (key) => {
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length);
  return gzipped.get(key);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

// The shop's entry (client/src/boot.ts) and the shop's code it starts once the first screen is drawn,
// then each storefront screen that code loads on demand (the back office is not a storefront page).
const entry = 'index.html';
const app = 'src/main.tsx';
const firstLoad = () => closure(app, closure(entry));
const screens = new Set([...firstLoad()].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => key.startsWith('src/storefront/')));
const pages = [['всё, что грузится сразу (каркас витрины)', []], ...[...screens].map((key) => [key.replace(/^src\/storefront\//, ''), [key]])];
let over = 0;
console.log(`Первая загрузка JavaScript страниц витрины (gzip), бюджет ${BUDGET_KB} КБ:`);
for (const [name, screens] of pages) {
  const chunks = firstLoad();
  for (const screen of screens) closure(screen, chunks);
  const total = [...chunks].reduce((sum, key) => sum + size(key), 0);
  const fits = total <= BUDGET_KB * 1024;
  if (!fits) over++;
  console.log(`  ${fits ? '  ' : '✗ '}${kb(total).padStart(6)} КБ  ${name}`);
}
const heaviest = [...firstLoad()].map((key) => [size(key), manifest[key].file]).sort((a, b) => b[0] - a[0]).slice(0, 6);
console.log('Самые тяжёлые части первой загрузки:');
for (const [bytes, file] of heaviest) console.log(`  ${kb(bytes).padStart(6)} КБ  ${file}`);
if (over) {
  console.error(`Бюджет превышен на ${over} страницах.`);
  process.exit(1);
}
