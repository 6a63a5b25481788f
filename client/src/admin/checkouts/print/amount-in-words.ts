const units = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const unitsFeminine = ['', 'одна', 'две', ...units.slice(3)];
const teens = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const tens = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const hundreds = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

type Forms = readonly [one: string, few: string, many: string];

/** The word's form after a number: 1, 21 рубль; 2–4, 22 рубля; 0, 5–20, 111 рублей. */
export function pluralForm(count: number, [one, few, many]: Forms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** 1–999 in words; `feminine` for thousands (одна, две тысячи). */
function triad(count: number, feminine: boolean): string[] {
  const words = [hundreds[Math.floor(count / 100)]];
  const rest = count % 100;
  if (rest >= 10 && rest <= 19) words.push(teens[rest - 10]);
  else words.push(tens[Math.floor(rest / 10)], (feminine ? unitsFeminine : units)[rest % 10]);
  return words.filter(Boolean);
}

/** Scales of a thousand, smallest first: the gender of their numbers and the word's forms. */
const scales: { feminine: boolean; forms: Forms | null }[] = [
  { feminine: false, forms: null },
  { feminine: true, forms: ['тысяча', 'тысячи', 'тысяч'] },
  { feminine: false, forms: ['миллион', 'миллиона', 'миллионов'] },
  { feminine: false, forms: ['миллиард', 'миллиарда', 'миллиардов'] },
];

/** A whole number of roubles in words, masculine (один, два рубля): «одна тысяча двести тридцать четыре». */
export function numberInWords(count: number): string {
  if (count === 0) return 'ноль';
  const words: string[] = [];
  for (let scale = scales.length - 1; scale >= 0; scale--) {
    const part = Math.floor(count / 1000 ** scale) % 1000;
    if (!part) continue;
    const { feminine, forms } = scales[scale];
    words.push(...triad(part, feminine));
    if (forms) words.push(pluralForm(part, forms));
  }
  return words.join(' ');
}

/**
 * A sum of money as a «товарный чек» writes it: roubles in words and kopecks in two digits, each
 * with its word in the right form — «Одна тысяча двести тридцать четыре рубля 50 копеек».
 */
export function amountInWords(amount: number): string {
  const kopecksTotal = Math.round(amount * 100);
  const roubles = Math.floor(kopecksTotal / 100);
  const kopecks = kopecksTotal % 100;
  const words = numberInWords(roubles);
  return `${words[0].toUpperCase()}${words.slice(1)} ${pluralForm(roubles, ['рубль', 'рубля', 'рублей'])} ${String(kopecks).padStart(2, '0')} ${pluralForm(kopecks, ['копейка', 'копейки', 'копеек'])}`;
}
