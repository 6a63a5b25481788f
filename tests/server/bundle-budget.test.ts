import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A client build in miniature: the entry, the shop's code it starts, and one storefront page, each
 * chunk of random bytes (which gzip cannot shrink) of the given size in KB.
 */
function build(entryKb: number, pageKb: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-budget-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/boot.js'), randomBytes(2 * 1024));
  writeFileSync(path.join(dir, 'assets/main.js'), randomBytes((entryKb - 2) * 1024));
  writeFileSync(path.join(dir, 'assets/product.js'), randomBytes(pageKb * 1024));
  const manifest = {
    'index.html': { file: 'assets/boot.js', dynamicImports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/main.js', dynamicImports: ['src/storefront/product/product-screens.ts', 'src/admin/AdminApp.tsx'] },
    'src/storefront/product/product-screens.ts': { file: 'assets/product.js', imports: ['src/main.tsx'] },
    'src/admin/AdminApp.tsx': { file: 'assets/main.js' },
  };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const budget = (dir: string) => spawnSync(process.execPath, ['scripts/bundle-budget.mjs', dir], { encoding: 'utf8' });

describe('the storefront budget check (scripts/bundle-budget.mjs)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('passes when every page loads at most 150 KB gzipped first, and prints each page', () => {
    const dir = build(100, 40);
    dirs.push(dir);
    const run = budget(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/product\/product-screens\.ts/);
    expect(run.stdout).not.toMatch(/AdminApp/);
  });

  it('exits non-zero, naming the page, when one page loads more', () => {
    const dir = build(100, 60);
    dirs.push(dir);
    const run = budget(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✗\s+1\d\d\.\d КБ {2}product\/product-screens\.ts/);
    expect(run.stderr).toMatch(/Бюджет превышен на 1 страницах/);
  });
});
