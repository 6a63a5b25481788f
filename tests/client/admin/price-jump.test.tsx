import { describe, expect, it } from 'vitest';
import { isPriceJump, priceJumpQuestion, priceJumps } from '../../../client/src/admin/products/price-jump';

/** Issue 47: the rule and the sentence of the price safety net, shared by the form, the inline edit and the import preview. */

/** Intl writes no-break and narrow no-break spaces in «10 590 ₽»: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the price safety net', () => {
  it('asks when a price grows more than three times', () => {
    expect(isPriceJump(1000, 3001)).toBe(true);
    expect(isPriceJump(10590, 10590990)).toBe(true);
  });

  it('lets exactly three times through', () => {
    expect(isPriceJump(1000, 3000)).toBe(false);
    expect(isPriceJump(33.33, 99.99)).toBe(false);
  });

  it('lets exactly a third through', () => {
    expect(isPriceJump(3000, 1000)).toBe(false);
    expect(isPriceJump(30, 10)).toBe(false);
  });

  it('asks when a price falls below a third, down to zero', () => {
    expect(isPriceJump(3000, 999.99)).toBe(true);
    expect(isPriceJump(3000, 0)).toBe(true);
  });

  it('asks nothing from no price: zero, empty, or a new variant', () => {
    expect(isPriceJump(0, 5000)).toBe(false);
    expect(isPriceJump(null, 5000)).toBe(false);
    expect(isPriceJump(undefined, 5000)).toBe(false);
    expect(isPriceJump(5000, null)).toBe(false);
  });

  it('asks nothing for changes within three times either way', () => {
    expect(isPriceJump(4990, 5290)).toBe(false);
    expect(isPriceJump(4990, 1990)).toBe(false);
  });

  it('says the shop’s own prices in the question of one price', () => {
    expect(plain(priceJumpQuestion([{ field: 'price', before: 10590, after: 10590990 }]))).toBe('Цена изменится с 10 590 ₽ на 10 590 990 ₽. Сохранить?');
    expect(plain(priceJumpQuestion([{ field: 'oldPrice', before: 249.9, after: 12000 }]))).toBe('Старая цена изменится с 249,90 ₽ на 12 000 ₽. Сохранить?');
  });

  it('lists every jumping price by its variant in one question', () => {
    const jumps = priceJumps([
      { field: 'price', before: 1990, after: 199000, name: 'PM-S' },
      { field: 'price', before: 2190, after: 2290, name: 'PM-M' },
      { field: 'oldPrice', before: 2990, after: 299, name: 'PM-L' },
    ]);
    expect(jumps.map((jump) => jump.name)).toEqual(['PM-S', 'PM-L']);
    expect(plain(priceJumpQuestion(jumps))).toBe('PM-S: цена изменится с 1 990 ₽ на 199 000 ₽.\nPM-L: старая цена изменится с 2 990 ₽ на 299 ₽.\nСохранить?');
  });
});
