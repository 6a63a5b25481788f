import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrina-workers-setting-')) };

describe('the WEB_CONCURRENCY setting', () => {
  it('runs one process by default and as many as it says', () => {
    expect(loadConfig(base).webConcurrency).toBe(1);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: ' 4 ' }).webConcurrency).toBe(4);
  });

  it('takes `auto` as the machine’s cores, at most 8', () => {
    expect(loadConfig({ ...base, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(Math.min(availableParallelism(), 8));
  });

  it('refuses nought, fractions, words and more than 32 processes, in Russian', () => {
    for (const value of ['0', '1.5', 'two', '33', '-1'])
      expect(() => loadConfig({ ...base, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: нужно число процессов от 1 до 32 или auto/);
  });
});
