import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { AdminReviewDetailsFragment } from '../../../generated/admin/graphql';
import { Panel } from '../../checkouts/components/Panel';
import { RatingStars } from '../components/RatingStars';
import { ReviewPhotos } from '../components/ReviewPhotos';
import { ShowOnMainToggle } from './ShowOnMainToggle';

/** What only a review has on its page: the rating, whether the home page shows it, the photos. */
export function ReviewDetails({ review }: { review: AdminReviewDetailsFragment }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <Panel title="Оценка">
        <Stack gap="3">
          <RatingStars rating={review.rating} />
          <ShowOnMainToggle review={review} label="Показывать на главной" />
        </Stack>
      </Panel>
      <Panel title="Фото">
        <ReviewPhotos images={review.images} />
      </Panel>
    </SimpleGrid>
  );
}
