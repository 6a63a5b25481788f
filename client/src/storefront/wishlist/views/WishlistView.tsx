import { useState, type ReactNode } from 'react';
import { WishlistPageDocument } from '../../../generated/wishlist/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { catalogUrls } from '../../catalog/urls';
import { Link } from '../../routing';
import { useStoredRecord } from '../../shop/use-stored-record';
import { storedWishlistId } from '../../shop/wishlist-storage';
import { buttonClass } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import { WishlistGrid } from '../components/WishlistGrid';
import { useWishlist } from '../use-wishlist';

function EmptyWishlist() {
  return (
    <Stack gap={4} align="start" style={{ padding: '1.5rem 0' }}>
      <Text size="lg">В избранном пока ничего нет.</Text>
      <Text tone="muted">Отмечайте понравившиеся товары кнопкой «В избранное» на их странице.</Text>
      <Link to={catalogUrls.catalog} className={buttonClass()}>
        Перейти в каталог
      </Link>
    </Stack>
  );
}

/**
 * `/wishlist`: the products of the stored wishlist as catalogue cards; an empty page when none is
 * stored, and a stored id whose products cannot be fetched (the server no longer knows it) is
 * removed (SPEC §4). Asked again on every visit: products may have left sale meanwhile.
 */
export function WishlistView() {
  const { id, stale, data, error, refetch } = useStoredRecord(storedWishlistId, WishlistPageDocument, 'cache-and-network');
  const wishlist = useWishlist();
  const [pending, setPending] = useState<number | null>(null);

  const remove = async (productId: number) => {
    setPending(productId);
    try {
      await wishlist.remove(productId);
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  let content: ReactNode;
  if (!id || stale) content = <EmptyWishlist />;
  else if (error) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <Loader />;
  else if (!data.wishlist.products.length) content = <EmptyWishlist />;
  else content = <WishlistGrid products={data.wishlist.products} pending={pending} disabled={pending !== null || !wishlist.ready} onRemove={(productId) => void remove(productId)} />;

  return (
    <Stack gap={6}>
      <PageTitle title="Избранное" />
      <Heading as="h1" size="3xl">
        Избранное
      </Heading>
      {content}
    </Stack>
  );
}
