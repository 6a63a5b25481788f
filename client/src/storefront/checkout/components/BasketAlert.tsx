import { Stack } from '@chakra-ui/react/stack';
import { RouterLink } from '../../../shared/components/RouterLink';
import { cartUrls } from '../../cart/urls';
import { FormAlert } from '../../forms/FormAlert';

/** Something only the basket can settle (a line that cannot be bought, stock that ran out): the reason and the way back to the basket. */
export function BasketAlert({ title, description }: { title: string; description?: string }) {
  return (
    <FormAlert title={title}>
      <Stack gap="1" align="flex-start">
        {description}
        <RouterLink to={cartUrls.cart} fontWeight="medium">
          Вернуться в корзину
        </RouterLink>
      </Stack>
    </FormAlert>
  );
}
