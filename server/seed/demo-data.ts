/** The demo shop's dictionaries: a Russian clothing and footwear store. */

interface DemoCategory {
  name: string;
  url: string;
  desc: string;
  parameters?: string[];
}

const clothes = ['Материал', 'Сезон', 'Страна производства', 'Уход'];
const footwear = ['Материал верха', 'Материал подошвы', 'Сезон', 'Высота каблука'];

export const demoCategories: (DemoCategory & { parameters: string[]; children: DemoCategory[] })[] = [
  {
    name: 'Женщинам',
    url: 'women',
    desc: 'Женская одежда на каждый день и для особых случаев.',
    parameters: clothes,
    children: [
      { name: 'Платья', url: 'women-dresses', desc: 'Повседневные, офисные и вечерние платья.' },
      { name: 'Блузки и рубашки', url: 'women-blouses', desc: 'Блузки, рубашки и топы.' },
      { name: 'Джинсы', url: 'women-jeans', desc: 'Прямые, скинни, мом и клёш.', parameters: [...clothes, 'Посадка'] },
      { name: 'Верхняя одежда', url: 'women-outerwear', desc: 'Пальто, куртки, пуховики и тренчи.', parameters: [...clothes, 'Утеплитель'] },
      { name: 'Трикотаж', url: 'women-knitwear', desc: 'Свитеры, кардиганы и джемперы.' },
    ],
  },
  {
    name: 'Мужчинам',
    url: 'men',
    desc: 'Мужская одежда: от базового гардероба до делового стиля.',
    parameters: clothes,
    children: [
      { name: 'Футболки и поло', url: 'men-t-shirts', desc: 'Хлопковые футболки и поло.' },
      { name: 'Рубашки', url: 'men-shirts', desc: 'Классические и повседневные рубашки.' },
      { name: 'Брюки и джинсы', url: 'men-trousers', desc: 'Чиносы, джинсы и классические брюки.', parameters: [...clothes, 'Посадка'] },
      { name: 'Куртки', url: 'men-jackets', desc: 'Бомберы, парки и пуховики.', parameters: [...clothes, 'Утеплитель'] },
    ],
  },
  {
    name: 'Детям',
    url: 'kids',
    desc: 'Одежда для девочек и мальчиков от 2 до 14 лет.',
    parameters: [...clothes, 'Возраст'],
    children: [
      { name: 'Для девочек', url: 'kids-girls', desc: 'Платья, юбки, кофточки и комбинезоны.' },
      { name: 'Для мальчиков', url: 'kids-boys', desc: 'Футболки, брюки, куртки и комбинезоны.' },
    ],
  },
  {
    name: 'Обувь',
    url: 'shoes',
    desc: 'Кроссовки, ботинки, туфли и сапоги.',
    parameters: footwear,
    children: [
      { name: 'Кроссовки', url: 'shoes-sneakers', desc: 'Для города, бега и тренировок.' },
      { name: 'Ботинки', url: 'shoes-boots', desc: 'Демисезонные и зимние ботинки.' },
      { name: 'Туфли', url: 'shoes-heels', desc: 'Туфли на каблуке и лодочки.' },
    ],
  },
  {
    name: 'Аксессуары',
    url: 'accessories',
    desc: 'Сумки, ремни, шарфы и головные уборы.',
    parameters: ['Материал', 'Страна производства'],
    children: [
      { name: 'Сумки', url: 'accessories-bags', desc: 'Шопперы, кросс-боди и рюкзаки.', parameters: ['Материал', 'Страна производства', 'Размеры'] },
      { name: 'Головные уборы', url: 'accessories-hats', desc: 'Шапки, кепки и панамы.' },
      { name: 'Ремни', url: 'accessories-belts', desc: 'Кожаные и текстильные ремни.' },
    ],
  },
];

export const demoBrands = [
  { name: 'Северный ветер', url: 'severnyj-veter', showOnMain: true, category: 'women-outerwear' },
  { name: 'Лён и хлопок', url: 'lyon-i-hlopok', showOnMain: true, category: 'women' },
  { name: 'Городской стиль', url: 'gorodskoj-stil', showOnMain: true, category: 'men' },
  { name: 'Малыш и мама', url: 'malysh-i-mama', showOnMain: true, category: 'kids' },
  { name: 'Шаг вперёд', url: 'shag-vperyod', showOnMain: true, category: 'shoes' },
  { name: 'Уральская кожа', url: 'uralskaya-kozha', showOnMain: false, category: 'accessories' },
  { name: 'Волга деним', url: 'volga-denim', showOnMain: true, category: 'women-jeans' },
  { name: 'Тёплый дом', url: 'tyoplyj-dom', showOnMain: false, category: 'women-knitwear' },
  { name: 'Невский проспект', url: 'nevskij-prospekt', showOnMain: true, category: 'men-shirts' },
  { name: 'Спорт-Лайн', url: 'sport-line', showOnMain: false, category: 'shoes-sneakers' },
].map((brand) => ({ ...brand, image: null }));

export const demoColors = [
  { name: 'Белый', url: 'white', code: '#ffffff' },
  { name: 'Чёрный', url: 'black', code: '#000000' },
  { name: 'Серый', url: 'grey', code: '#808080' },
  { name: 'Бежевый', url: 'beige', code: '#f5f5dc' },
  { name: 'Молочный', url: 'milk', code: '#fdfff5' },
  { name: 'Красный', url: 'red', code: '#e32636' },
  { name: 'Бордовый', url: 'burgundy', code: '#800020' },
  { name: 'Розовый', url: 'pink', code: '#ffc0cb' },
  { name: 'Оранжевый', url: 'orange', code: '#ff8c00' },
  { name: 'Жёлтый', url: 'yellow', code: '#ffd700' },
  { name: 'Зелёный', url: 'green', code: '#228b22' },
  { name: 'Хаки', url: 'khaki', code: '#78866b' },
  { name: 'Мятный', url: 'mint', code: '#98ff98' },
  { name: 'Голубой', url: 'light-blue', code: '#87ceeb' },
  { name: 'Синий', url: 'blue', code: '#1f4fc1' },
  { name: 'Тёмно-синий', url: 'navy', code: '#000080' },
  { name: 'Фиолетовый', url: 'violet', code: '#8b00ff' },
  { name: 'Коричневый', url: 'brown', code: '#964b00' },
];

export const demoSizes = [
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((name) => ({ name, url: name.toLowerCase() })),
  ...[40, 42, 44, 46, 48, 50, 52, 54].map((n) => ({ name: `${n} (RU)`, url: `ru-${n}` })),
  ...[35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45].map((n) => ({ name: String(n), url: `shoe-${n}` })),
  ...['98', '110', '122', '134', '146', '158'].map((h) => ({ name: `${h} см`, url: `height-${h}` })),
];

export const demoTags = [
  { name: 'Новинка', url: 'new' },
  { name: 'Хит продаж', url: 'bestseller' },
  { name: 'Скидка', url: 'sale' },
  { name: 'Сделано в России', url: 'made-in-russia' },
  { name: 'Эко-материалы', url: 'eco' },
  { name: 'Осень-зима', url: 'autumn-winter' },
  { name: 'Весна-лето', url: 'spring-summer' },
  { name: 'Базовый гардероб', url: 'basic' },
  { name: 'Для офиса', url: 'office' },
  { name: 'Вечерний выход', url: 'evening' },
];
