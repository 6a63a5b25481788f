import { useQuery } from '@apollo/client/react';
import { InfoPromotionsDocument, type InfoPromotionsQuery } from '../../../generated/account/graphql';
import { formatPrice, formatShortDate, pluralRu } from '../../../shared/format/format';
import { Link } from '../../routing';
import { Loader } from '../../ui/Feedback';
import { catalogUrls } from '../../catalog/urls';
import styles from './InfoArticle.module.css';

type Promotion = InfoPromotionsQuery['currentPromotions'][number];

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «−15 %», «−500 ₽ на заказ», «бесплатная доставка». */
function gives(promotion: Promotion): string {
  if (promotion.kind === 'percent') return `скидка ${percent.format(promotion.value)}\u00a0%`;
  if (promotion.kind === 'fixed') return `скидка ${formatPrice(promotion.value)} на заказ`;
  return 'бесплатная доставка';
}

/** «при заказе от 3 000 ₽, на первый заказ, до 31.12.2026». */
function terms(promotion: Promotion): string {
  return [
    promotion.minOrderAmount ? `при заказе от ${formatPrice(promotion.minOrderAmount)}` : '',
    promotion.firstOrderOnly ? 'на первый заказ' : '',
    promotion.endsAt ? `до ${formatShortDate(promotion.endsAt)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** What it covers: the whole shop, or its categories and brands as links, and how many products it names besides. */
function Scope({ promotion }: { promotion: Promotion }) {
  const { categories, brands, productCount } = promotion;
  if (!categories.length && !brands.length && !productCount) return <>на весь магазин</>;
  const places = [
    ...categories.map((category) => ({ key: `c${category.id}`, name: category.name, href: catalogUrls.category(category.url) })),
    ...brands.map((brand) => ({ key: `b${brand.id}`, name: brand.name, href: `${catalogUrls.catalog}?brand=${brand.id}` })),
  ];
  return (
    <>
      на{' '}
      {places.map((place, i) => (
        <span key={place.key}>
          {i > 0 && ', '}
          <Link href={place.href}>{place.name}</Link>
        </span>
      ))}
      {productCount > 0 && `${places.length ? ' и ещё ' : ' '}${productCount} ${pluralRu(productCount, ['товар', 'товара', 'товаров'])}`}
    </>
  );
}

/** The promotions on now that need no code: each with what it gives, on what and until when. */
export function CurrentPromotions() {
  const { data } = useQuery(InfoPromotionsDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <Loader />;
  if (!data.currentPromotions.length) return <p>Сейчас акций нет. Подпишитесь на рассылку ниже — напишем, когда начнётся следующая.</p>;
  return (
    <ul className={styles.items} aria-label="Акции сейчас">
      {data.currentPromotions.map((promotion) => {
        const conditions = terms(promotion);
        return (
          <li key={promotion.id}>
            <strong>{promotion.name}</strong>: {gives(promotion)} <Scope promotion={promotion} />
            {conditions && `, ${conditions}`}.
          </li>
        );
      })}
    </ul>
  );
}
