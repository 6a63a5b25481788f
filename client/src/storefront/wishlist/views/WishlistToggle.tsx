import { useState } from 'react';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { WishlistButton } from '../components/WishlistButton';
import { useWishlist } from '../use-wishlist';

/** Puts a product in the shopper's wishlist or takes it out; a refusal is raised as a notice. */
export function WishlistToggle({ productId, iconOnly }: { productId: number; iconOnly?: boolean }) {
  const wishlist = useWishlist();
  const [pending, setPending] = useState(false);
  const listed = wishlist.has(productId);

  const toggle = async () => {
    setPending(true);
    try {
      await (listed ? wishlist.remove(productId) : wishlist.add(productId));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return <WishlistButton listed={listed} pending={pending} disabled={!wishlist.ready} onToggle={() => void toggle()} iconOnly={iconOnly} />;
}
