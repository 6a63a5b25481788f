// `npm run backup`, `npm run restore`: builds the server when its sources are newer than the build
// (as scripts/start.mjs does), then runs the command's compiled file, dist/server/scripts/NAME.js,
// with the rest of the arguments.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...rest] = process.argv.slice(2);

/** Newest modification time among the given files and folders (recursively). */
function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) latest = Math.max(latest, newest(readdirSync(entry).map((child) => path.join(entry, child))));
    else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const inRoot = (...parts) => path.join(root, ...parts);
const script = inRoot('dist/server/scripts', `${name}.js`);
if (builtAt(script) === 0 || newest(['server', 'tsconfig.json', 'tsconfig.server.json', 'package.json'].map((p) => inRoot(p))) > builtAt(inRoot('dist/server.tsbuildinfo'))) {
  console.log('Сборка сервера…');
  execFileSync(process.execPath, [inRoot('node_modules/typescript/bin/tsc'), '-p', inRoot('tsconfig.server.json')], { stdio: 'inherit' });
  const now = new Date();
  utimesSync(inRoot('dist/server.tsbuildinfo'), now, now);
}
// The command reads its arguments from process.argv, as if it had been started itself.
process.argv = [process.argv[0], script, ...rest];
process.env.NODE_ENV ??= 'production';
await import(script);
