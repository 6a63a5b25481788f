import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inRoot = (file) => path.join(root, file);

/** Newest modification time among the given files and folders (recursively). */
export function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) latest = Math.max(latest, newest(readdirSync(entry).map((name) => path.join(entry, name))));
    else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

export const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Runs a build step as a production build, whatever NODE_ENV the shell has (development would ship React's development JSX). */
export const run = (args) => execFileSync(process.execPath, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });

/** Builds the server with `tsc` when it is not built or its sources are newer than the build. */
export function buildServerIfStale() {
  const sources = ['server', 'tsconfig.json', 'tsconfig.server.json', 'package.json'].map(inRoot);
  if (builtAt(inRoot('dist/server/main.js')) > 0 && newest(sources) <= builtAt(inRoot('dist/server.tsbuildinfo'))) return;
  console.log('Сборка сервера…');
  run([inRoot('node_modules/typescript/bin/tsc'), '-p', inRoot('tsconfig.server.json')]);
  // tsc leaves its build info alone when nothing changed (package.json, say): mark the build as new.
  const now = new Date();
  utimesSync(inRoot('dist/server.tsbuildinfo'), now, now);
}
