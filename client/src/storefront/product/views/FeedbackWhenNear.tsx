import { Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../ui/Feedback';
import { Heading, Stack } from '../../ui/Text';
import { lazyNamed } from '../../../shared/routing/lazy-screen';

const ProductFeedback = lazyNamed(() => import('../../feedback/views/ProductFeedback'), (module) => module.ProductFeedback);

/** The section's place before its reviews arrive: the heading and room for the list. */
function Placeholder() {
  return (
    <Stack as="section" gap={4} aria-label="Отзывы и вопросы">
      <Heading as="h2" size="lg">
        Отзывы и вопросы
      </Heading>
      <Skeleton height="6rem" radius="var(--radius-lg)" />
    </Stack>
  );
}

/**
 * The reviews and questions load when the shopper scrolls near them: the product page's first load
 * (and the server's page) carries neither their code nor their requests.
 */
export function FeedbackWhenNear(props: { productId: number; reviewCount: number }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={<Placeholder />}>
          <ProductFeedback {...props} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
