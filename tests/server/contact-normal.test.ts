import { describe, expect, it } from 'vitest';
import { normalEmail, normalPhone } from '../../server/core/contacts.js';

/** CONTRACT §18: one customer, one count — their contacts written one way. */

describe('a normal email', () => {
  it('is lower-cased and trimmed, with the +tag dropped at any provider', () => {
    expect(normalEmail('  Olga.Smirnova@Example.RU ')).toBe('olga.smirnova@example.ru');
    expect(normalEmail('olga+shop@example.ru')).toBe('olga@example.ru');
    expect(normalEmail('olga+a+b@mail.ru')).toBe('olga@mail.ru');
  });

  it('drops the dots at gmail.com and reads googlemail.com as gmail.com', () => {
    expect(normalEmail('O.Smirnova+promo@gmail.com')).toBe('osmirnova@gmail.com');
    expect(normalEmail('o.smirnova@googlemail.com')).toBe('osmirnova@gmail.com');
  });

  it('keeps the dots everywhere else', () => {
    expect(normalEmail('o.smirnova@yandex.ru')).toBe('o.smirnova@yandex.ru');
  });

  it('reads ya.ru, yandex.com, yandex.by and yandex.kz as yandex.ru, and no other domain', () => {
    for (const domain of ['ya.ru', 'yandex.com', 'yandex.by', 'yandex.kz', 'YANDEX.RU']) expect(normalEmail(`olga+1@${domain}`)).toBe('olga@yandex.ru');
    expect(normalEmail('olga@yandex.ua')).toBe('olga@yandex.ua');
  });

  it('is null for text that is no address', () => {
    for (const text of ['', 'olga', 'olga@', '@example.ru', '+tag@example.ru', '...@gmail.com']) expect(normalEmail(text), text).toBeNull();
  });
});

describe('a normal phone', () => {
  it('is 7 and ten digits however a Russian number is written', () => {
    for (const text of ['+7 (912) 555-66-77', '8 912 555 66 77', '89125556677', '79125556677', '9125556677', '+79125556677', ' 8(912)555.66.77 ']) {
      expect(normalPhone(text), text).toBe('79125556677');
    }
  });

  it('is null for another country\'s number, a wrong count of digits and text that is no phone', () => {
    for (const text of ['+8 912 555 66 77', '+49 30 1234567', '+380 44 123 4567', '12345', '891255566771', '', '8 912 555 66 77 доб. 3', 'abc']) {
      expect(normalPhone(text), text).toBeNull();
    }
  });
});
