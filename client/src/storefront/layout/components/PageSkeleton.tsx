import { Skeleton } from '../../ui/Feedback';
import { Stack } from '../../ui/Text';

/** What stands in the page's place while its screen downloads: the header and footer stay around it. */
export function PageSkeleton() {
  return (
    <Stack gap={4} role="status" aria-label="Загрузка страницы">
      <Skeleton width="40%" height="2.25rem" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
      <Skeleton height="16rem" radius="var(--radius-lg)" />
    </Stack>
  );
}
