import { cartUrls } from '../../cart/urls';
import { FormAlert } from '../../forms/FormAlert';
import { Link } from '../../routing';
import { Stack, linkClass } from '../../ui/Text';
import styles from './BasketAlert.module.css';

/** Something only the basket can settle (a line that cannot be bought, stock that ran out): the reason and the way back to the basket. */
export function BasketAlert({ title, description }: { title: string; description?: string }) {
  return (
    <FormAlert title={title}>
      <Stack gap={1} align="start">
        {description}
        <Link to={cartUrls.cart} className={linkClass(false, styles.back)}>
          Вернуться в корзину
        </Link>
      </Stack>
    </FormAlert>
  );
}
