import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Link } from 'react-router-dom';
import { checkoutUrls } from '../urls';

/** «Печать» → «Лист сборки» or «Товарный чек» of the given orders, on one printable page. */
export function PrintMenu({ ids, size = 'md', disabled }: { ids: readonly number[]; size?: 'sm' | 'md'; disabled?: boolean }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} disabled={disabled}>
          Печать
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="packing" asChild>
              <Link to={checkoutUrls.print(ids, 'packing')}>Лист сборки</Link>
            </Menu.Item>
            <Menu.Item value="receipt" asChild>
              <Link to={checkoutUrls.print(ids, 'receipt')}>Товарный чек</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
