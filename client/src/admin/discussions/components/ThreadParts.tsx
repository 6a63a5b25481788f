import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { AdminDiscussedProductFragment, AdminThreadAuthorFragment } from '../../../generated/admin/graphql';
import { productUrls } from '../../../shared/catalog/product-urls';
import { fullName } from '../../users/views/UsersListView';

/** The product's name, opening its shop page in a new tab, and its id (the list's product filter takes it). */
export function ProductLink({ product }: { product: AdminDiscussedProductFragment }) {
  return (
    <>
      <Link href={productUrls.product(product.url)} target="_blank" rel="noopener noreferrer">
        {product.name}
      </Link>
      <Text fontSize="xs" color="fg.muted">
        ID {product.id}
      </Text>
    </>
  );
}

/** «Анна Смирнова» and the author's id (the list's author filter takes it). */
export function AuthorName({ user }: { user: AdminThreadAuthorFragment }) {
  return (
    <>
      <Text>{fullName(user)}</Text>
      <Text fontSize="xs" color="fg.muted">
        ID {user.id}
      </Text>
    </>
  );
}

/** «Нравится: 3», «Не нравится: 1» on two lines. */
export function ReactionCounts({ likes, dislikes }: { likes: number; dislikes: number }) {
  return (
    <Box fontSize="sm" whiteSpace="nowrap">
      <Text>Нравится: {likes}</Text>
      <Text>Не нравится: {dislikes}</Text>
    </Box>
  );
}
