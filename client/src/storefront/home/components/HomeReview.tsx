import { productUrls } from '../../../shared/catalog/product-urls';
import { Stars } from '../../feedback/components/Stars';
import { authorName } from '../../feedback/feedback-kinds';
import { Link } from '../../routing';
import { Text, linkClass } from '../../ui/Text';
import styles from './HomeReview.module.css';

export interface HomeReviewCard {
  rating: number;
  text: string;
  user: { firstName: string; lastName: string };
  product: { name: string; url: string };
}

/** The review the shop put on its main page (SPEC §9: one, with its author and product). */
export function HomeReview({ review }: { review: HomeReviewCard }) {
  return (
    <figure className={styles.review}>
      <Stars rating={review.rating} />
      <blockquote className={styles.text}>{review.text}</blockquote>
      <Text as="figcaption" tone="muted">
        {authorName(review.user)} о товаре{' '}
        <Link to={productUrls.product(review.product.url)} className={linkClass()}>
          {review.product.name}
        </Link>
      </Text>
    </figure>
  );
}
