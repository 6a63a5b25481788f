import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice, formatShortDate } from '../../../client/src/shared/format/format';

describe('money as the shop shows it', () => {
  it('shows kopecks when there are some and whole roubles without them, grouped the Russian way', () => {
    expect(formatPrice(249.9)).toMatch(/^249,90\s₽$/);
    expect(formatPrice(1500)).toMatch(/^1\s500\s₽$/);
    expect(formatPrice(4999.99)).toMatch(/^4\s999,99\s₽$/);
    expect(formatPrice(0)).toMatch(/^0\s₽$/);
  });

  it('does not invent kopecks from a rounding error of the sum', () => {
    expect(formatPrice(0.1 + 0.2 + 99.7)).toMatch(/^100\s₽$/);
  });
});

describe('dates and times as the shop shows them', () => {
  // the manager's browser is in Vladivostok (UTC+10), far from the shop's Moscow (UTC+3)
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Vladivostok';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("shows the shop's Moscow time whatever the browser's zone", () => {
    const lateEvening = '2026-11-24T20:30:00.000Z';
    expect(new Date(lateEvening).getDate()).toBe(25);
    expect(formatDateTime(lateEvening)).toBe('24.11.2026, 23:30');
    expect(formatShortDate(lateEvening)).toBe('24.11.2026');
    expect(formatShortDate('2026-11-24T21:30:00.000Z')).toBe('25.11.2026');
  });
});
