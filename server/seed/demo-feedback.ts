import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../modules/catalogue/product.entities.js';
import { Question, QuestionComment, Review, ReviewComment } from '../modules/feedback/feedback.entities.js';
import { generatePassword, hashPassword } from '../modules/identity/auth.service.js';
import { User } from '../modules/identity/user.entity.js';
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
const comments = ['Спасибо за отзыв!', 'Согласна, у меня так же.', 'Полезный отзыв, спасибо.'];

/**
 * Demo shoppers (who cannot sign in: their passwords are random and never shown), reviews with
 * comments and questions with the shop's answers, so product pages and the home page look alive.
 */
export async function seedFeedback(em: EntityManager): Promise<number> {
  const random = seededRandom(1123);
  const admin = await em.findOne(User, { role: 'Admin' }, { orderBy: { id: 'ASC' } });
  const products = await em.find(Product, { available: true }, { orderBy: { id: 'ASC' } });
  if (!admin || !products.length) return 0;
  return em.transactional(async (tx) => {
    const people = await Promise.all(
      customers.map(async ([firstName, lastName], n) => tx.create(User, { firstName, lastName, email: `demo-${n + 1}@vitrina.local`, isVerified: true, passwordHash: await hashPassword(generatePassword()) })),
    );
    let written = 0;
    for (const product of products) {
      if (random.next() < 0.4) continue;
      for (const author of random.some(people, random.int(1, 3))) {
        const rating = random.pick([5, 5, 5, 4, 4, 3, 2]);
        const review = tx.create(Review, { product, user: author, rating, text: random.pick(reviewTexts[rating]), showOnMain: rating === 5 && written % 9 === 0 });
        if (random.next() < 0.3) tx.create(ReviewComment, { review, user: random.pick(people), text: random.pick(comments) });
        written++;
      }
      if (random.next() < 0.3) {
        const n = random.int(0, questionTexts.length - 1);
        const question = tx.create(Question, { product, user: random.pick(people), text: questionTexts[n] });
        tx.create(QuestionComment, { question, user: admin, text: answers[n] });
      }
    }
    await tx.flush();
    await tx.execute(`UPDATE review r SET comment_count = (SELECT count(*) FROM review_comment c WHERE c.review_id = r.id)`);
    await tx.execute(`UPDATE question q SET comment_count = (SELECT count(*) FROM question_comment c WHERE c.question_id = q.id)`);
    await tx.execute(`UPDATE product p SET rating = coalesce((SELECT round(avg(rating), 2) FROM review WHERE product_id = p.id), 0), review_count = (SELECT count(*) FROM review WHERE product_id = p.id)`);
    return written;
  });
}
