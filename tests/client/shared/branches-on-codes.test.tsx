import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const clientRoot = path.resolve(__dirname, '../../../client/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every line of the client's own code, with where it is. */
const lines = sourceFiles(clientRoot).flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${path.relative(clientRoot, file)}:${index + 1}`, text })),
);

const comparison = String.raw`(?:===|!==|==|!=)`;
const cyrillicLiteral = String.raw`(?:'[^'\x60$]*[А-Яа-яЁё][^'\x60$]*'|"[^"\x60$]*[А-Яа-яЁё][^"\x60$]*")`;
/** A message (an error's, or the server's sentence) compared with anything, or searched for a text. */
const messageCompared = new RegExp(String.raw`(?<!typeof\s)\b\w*[mM]essage(?:\([^)]*\))?\s*${comparison}|${comparison}\s*\w*[mM]essage\b|[mM]essage(?:\([^)]*\))?\.(?:includes|startsWith|endsWith|match)\(`);
/** A Russian sentence compared with anything: what the server says may change (CONTRACT §21). */
const russianCompared = new RegExp(String.raw`${comparison}\s*${cyrillicLiteral}|${cyrillicLiteral}\s*${comparison}|\.(?:includes|startsWith|endsWith)\(\s*${cyrillicLiteral}`);
/** Comparisons of shop data, not of what the server said about a failure. */
const dataComparisons = [
  'admin/dashboard/components/RevenueChart.tsx', // the chart's own series name
  'storefront/shop/components/ChargeList.tsx', // a promotion named «Бесплатная доставка» is not listed twice
];

describe('the client reads failures by their code', () => {
  it('never compares an error message with a text (messages may change; codes and details do not)', () => {
    expect(lines.length).toBeGreaterThan(1000);
    const offending = lines.filter(({ text }) => messageCompared.test(text)).map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(offending).toEqual([]);
  });

  it('never compares a Russian sentence outside the listed comparisons of shop data', () => {
    const offending = lines
      .filter(({ where, text }) => russianCompared.test(text) && !dataComparisons.some((file) => where.startsWith(`${file}:`)))
      .map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(offending).toEqual([]);
  });

  it('would catch the comparisons it forbids', () => {
    expect(messageCompared.test("if (errorMessage(error) === PROMO_CODE_USED_UP) return;")).toBe(true);
    expect(messageCompared.test("error.message.includes('закончился')")).toBe(true);
    expect(messageCompared.test("typeof message === 'string'")).toBe(false);
    expect(russianCompared.test("reason === 'Промокод уже использован'")).toBe(true);
    expect(russianCompared.test("code === 'PROMO_USED_UP'")).toBe(false);
  });
});
