import type { Silhouette } from './demo-pictures.js';

/**
 * What the demo shop sells in each subcategory: product types, their picture and a price band in
 * roubles. Products are made in this order, which their numbers and every random draw follow: hats
 * come where the first demo shops read them from the database, so every demo shop stays the same.
 */
export const assortment: Record<string, { types: string[]; shape: Silhouette; sizes: 'letters' | 'shoes' | 'heights' | 'none'; price: [number, number] }> = {
  'women-dresses': { types: ['Платье-миди', 'Платье-рубашка', 'Платье вечернее', 'Сарафан', 'Платье трикотажное'], shape: 'dress', sizes: 'letters', price: [2990, 12990] },
  'women-blouses': { types: ['Блузка', 'Рубашка', 'Топ'], shape: 'top', sizes: 'letters', price: [1490, 5990] },
  'women-jeans': { types: ['Джинсы мом', 'Джинсы прямые', 'Джинсы клёш', 'Джинсы скинни'], shape: 'trousers', sizes: 'letters', price: [2490, 7990] },
  'women-outerwear': { types: ['Пальто', 'Тренч', 'Пуховик', 'Куртка'], shape: 'coat', sizes: 'letters', price: [6990, 24990] },
  'women-knitwear': { types: ['Свитер', 'Кардиган', 'Джемпер'], shape: 'top', sizes: 'letters', price: [2490, 8990] },
  'men-t-shirts': { types: ['Футболка', 'Поло', 'Лонгслив'], shape: 'top', sizes: 'letters', price: [790, 3490] },
  'men-shirts': { types: ['Рубашка оксфорд', 'Рубашка льняная', 'Рубашка в клетку'], shape: 'top', sizes: 'letters', price: [1990, 5990] },
  'men-trousers': { types: ['Чиносы', 'Джинсы', 'Брюки классические'], shape: 'trousers', sizes: 'letters', price: [2490, 7990] },
  'men-jackets': { types: ['Бомбер', 'Парка', 'Пуховик', 'Ветровка'], shape: 'coat', sizes: 'letters', price: [4990, 19990] },
  'accessories-hats': { types: ['Шапка', 'Кепка', 'Панама'], shape: 'hat', sizes: 'none', price: [690, 2990] },
  'kids-girls': { types: ['Платье', 'Юбка', 'Комбинезон', 'Кофточка'], shape: 'dress', sizes: 'heights', price: [990, 4990] },
  'kids-boys': { types: ['Футболка', 'Брюки', 'Куртка', 'Комбинезон'], shape: 'top', sizes: 'heights', price: [790, 5990] },
  'shoes-sneakers': { types: ['Кроссовки беговые', 'Кеды', 'Кроссовки городские'], shape: 'shoe', sizes: 'shoes', price: [3490, 11990] },
  'shoes-boots': { types: ['Ботинки челси', 'Ботинки зимние', 'Ботинки на шнуровке'], shape: 'shoe', sizes: 'shoes', price: [4990, 16990] },
  'shoes-heels': { types: ['Туфли-лодочки', 'Босоножки', 'Туфли на каблуке'], shape: 'shoe', sizes: 'shoes', price: [3990, 12990] },
  'accessories-bags': { types: ['Шоппер', 'Сумка кросс-боди', 'Рюкзак'], shape: 'bag', sizes: 'none', price: [1990, 14990] },
  'accessories-belts': { types: ['Ремень кожаный', 'Ремень текстильный'], shape: 'belt', sizes: 'none', price: [990, 4990] },
};

export const collections = ['Север', 'Белые ночи', 'Прага', 'Волна', 'Ладога', 'Тайга', 'Москва', 'Казань', 'Алтай', 'Байкал', 'Кама', 'Онега'];

export const parameterValues: Record<string, string[]> = {
  Материал: ['Хлопок', 'Лён', 'Шерсть', 'Вискоза', 'Полиэстер', 'Хлопок с эластаном'],
  'Материал верха': ['Натуральная кожа', 'Замша', 'Текстиль', 'Экокожа'],
  'Материал подошвы': ['Резина', 'ЭВА', 'Полиуретан'],
  Сезон: ['Весна-лето', 'Осень-зима', 'Всесезон'],
  'Страна производства': ['Россия', 'Беларусь', 'Турция', 'Узбекистан', 'Киргизия'],
  Уход: ['Деликатная стирка при 30 °C', 'Ручная стирка', 'Только химчистка'],
  Посадка: ['Высокая', 'Средняя', 'Низкая'],
  Утеплитель: ['Синтепон', 'Пух и перо', 'Без утеплителя'],
  Возраст: ['2–4 года', '5–7 лет', '8–10 лет', '11–14 лет'],
  'Высота каблука': ['Без каблука', '3 см', '5 см', '8 см'],
  Размеры: ['30 × 25 × 10 см', '40 × 35 × 12 см', '25 × 18 × 8 см'],
};

export const descriptions = [
  'Продуманный крой и приятные к телу материалы — вещь, которую хочется носить каждый день.',
  'Сшито на небольшом производстве с контролем каждой партии.',
  'Легко сочетается с базовым гардеробом и не теряет форму после стирок.',
  'Модель этого сезона: актуальный силуэт и спокойные цвета.',
  'Выбор покупателей: хорошо садится по фигуре и служит не один сезон.',
];

/** A small deterministic random generator, so every demo shop looks the same. */
export function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    some: <T>(items: readonly T[], count: number) => [...items].sort(() => next() - 0.5).slice(0, count),
  };
}
