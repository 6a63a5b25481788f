import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';
import { productUrls } from '../../../shared/catalog/product-urls';
import { Stars } from '../../feedback/components/Stars';
import { authorName } from '../../feedback/feedback-kinds';

export interface HomeReviewCard {
  rating: number;
  text: string;
  user: { firstName: string; lastName: string };
  product: { name: string; url: string };
}

/** The review the shop put on its main page (SPEC §9: one, with its author and product). */
export function HomeReview({ review }: { review: HomeReviewCard }) {
  return (
    <Box as="figure" borderWidth="1px" borderRadius="l2" p="5" bg="bg.panel">
      <Stars rating={review.rating} />
      <Text as="blockquote" fontSize="lg" my="2" whiteSpace="pre-line">
        {review.text}
      </Text>
      <Text as="figcaption" color="fg.muted">
        {authorName(review.user)} о товаре <RouterLink to={productUrls.product(review.product.url)}>{review.product.name}</RouterLink>
      </Text>
    </Box>
  );
}
