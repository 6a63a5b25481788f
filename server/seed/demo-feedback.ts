import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../modules/catalogue/product.entities.js';
import type { DemoThread, DiscussionService } from '../modules/feedback/discussion.service.js';
import { User } from '../modules/identity/user.entity.js';
import type { UserService } from '../modules/identity/user.service.js';
import { seededRandom } from './demo-products.js';

const customers = [
  ['Мария', 'Кузнецова'],
  ['Алексей', 'Смирнов'],
  ['Елена', 'Попова'],
  ['Дмитрий', 'Волков'],
  ['Ольга', 'Соколова'],
  ['Игорь', 'Лебедев'],
];

const reviewTexts: Record<number, string[]> = {
  5: ['Отличная вещь, сидит идеально. Ткань приятная, после стирки не села.', 'Очень довольна покупкой! Цвет как на фото, доставили быстро.', 'Качество на высоте, беру уже второй раз.'],
  4: ['Хорошая вещь за свои деньги. Размер чуть больше, чем ожидала.', 'В целом всё нравится, но упаковка была помята.'],
  3: ['Нормально, но ожидала большего. Швы местами неровные.', 'Цвет немного отличается от фотографии.'],
  2: ['Маломерит, пришлось менять на размер больше.'],
};
const questionTexts = ['Подскажите, какой рост у модели на фото?', 'Есть ли этот товар в других цветах?', 'Можно ли стирать в машинке?', 'Когда будет поступление размера M?'];
const answers = ['Здравствуйте! Рост модели 172 см, на ней размер S.', 'Добрый день! Все доступные цвета показаны в карточке товара.', 'Да, деликатная стирка при 30 °C.', 'Ожидаем поставку в течение двух недель.'];
const replies = ['Спасибо за отзыв!', 'Согласна, у меня так же.', 'Полезный отзыв, спасибо.'];

/**
 * Demo shoppers (who cannot sign in: their passwords are random and never shown), reviews with
 * comments and questions with the shop's answers, so product pages and the home page look alive.
 */
export async function seedFeedback(em: EntityManager, services: { users: UserService; reviews: DiscussionService; questions: DiscussionService }): Promise<number> {
  const random = seededRandom(1123);
  const admin = await em.findOne(User, { role: 'Admin' }, { orderBy: { id: 'ASC' } });
  const products = await em.find(Product, { available: true }, { orderBy: { id: 'ASC' } });
  if (!admin || !products.length) return 0;
  return em.transactional(async (tx) => {
    const people = await services.users.addDemoShoppers(tx, customers.map(([firstName, lastName], n) => ({ firstName, lastName, email: `demo-${n + 1}@vitrina.local` })));
    const reviews: DemoThread[] = [];
    const questions: DemoThread[] = [];
    for (const product of products) {
      if (random.next() < 0.4) continue;
      for (const author of random.some(people, random.int(1, 3))) {
        const rating = random.pick([5, 5, 5, 4, 4, 3, 2]);
        const text = random.pick(reviewTexts[rating]);
        const comments = random.next() < 0.3 ? [{ userId: random.pick(people).id, text: random.pick(replies) }] : [];
        reviews.push({ productId: product.id, userId: author.id, rating, text, showOnMain: rating === 5 && reviews.length % 9 === 0, comments });
      }
      if (random.next() < 0.3) {
        const n = random.int(0, questionTexts.length - 1);
        questions.push({ productId: product.id, userId: random.pick(people).id, text: questionTexts[n], comments: [{ userId: admin.id, text: answers[n] }] });
      }
    }
    await services.reviews.addDemoThreads(tx, reviews);
    await services.questions.addDemoThreads(tx, questions);
    return reviews.length;
  });
}
