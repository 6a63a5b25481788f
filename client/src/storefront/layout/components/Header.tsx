import { Suspense, useCallback, useContext, useId, useRef, useState } from 'react';
import { ShopNameContext } from '../../../shared/components/PageTitle';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { Link } from '../../routing';
import { ShopLinks } from '../../shop/views/ShopLinks';
import { buttonClass, Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { linkClass } from '../../ui/Text';
import type { FooterLinkGroup } from '../footer-links';
import type { HeaderLink } from '../header-links';
import styles from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';

/**
 * The phone menu's panel arrives when the shopper reaches for its button (pointer down, focus), out
 * of every page's first load; the button itself is in the header from the start.
 */
const loadMenu = () => import('./MenuDrawer');
const MenuDrawer = lazyNamed(loadMenu, (module) => module.MenuDrawer);
/** The desktop «Каталог»'s category tree, loaded the same way. */
const loadCatalogMenu = () => import('./CatalogMenu');
const CatalogMenu = lazyNamed(loadCatalogMenu, (module) => module.CatalogMenu);

export interface HeaderProps {
  homeUrl: string;
  catalogUrl: string;
  /** «Заказать звонок». */
  callBack: HeaderLink;
  /** «Войти», or the signed-in user's name leading to the profile. */
  account: HeaderLink;
  /** The shop's other pages, listed in the phone menu. */
  menuGroups: FooterLinkGroup[];
  onSearch: (query: string) => void;
}

/**
 * The storefront header, on top of every page as it scrolls: on a phone the menu button, the shop's
 * name and the wishlist and basket with their counts, the search (with its suggestions) under them;
 * on a desktop one row with the catalogue link, «Заказать звонок» and the account link besides.
 */
export function Header({ homeUrl, catalogUrl, callBack, account, menuGroups, onSearch }: HeaderProps) {
  const shopName = useContext(ShopNameContext);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [catalogOpen, setCatalogOpen] = useState(false);
  const catalogId = useId();
  const catalogButton = useRef<HTMLButtonElement>(null);
  const closeCatalog = useCallback(() => {
    setCatalogOpen(false);
    catalogButton.current?.focus();
  }, []);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Button
          variant="ghost"
          size="md"
          className={styles.menuButton}
          aria-label="Меню"
          aria-expanded={menuOpen}
          onPointerDown={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </Button>
        <Link to={homeUrl} className={styles.logo}>
          {shopName}
        </Link>
        <Button
          ref={catalogButton}
          id={`${catalogId}-button`}
          variant="subtle"
          size="sm"
          className={styles.catalog}
          aria-expanded={catalogOpen}
          aria-controls={catalogOpen ? catalogId : undefined}
          onPointerDown={() => void loadCatalogMenu()}
          onFocus={() => void loadCatalogMenu()}
          onClick={() => setCatalogOpen(!catalogOpen)}
        >
          Каталог
        </Button>
        <HeaderSearch className={styles.search} onSearch={onSearch} />
        <nav aria-label="Личный кабинет" className={styles.account}>
          <Link to={callBack.to} className={linkClass(true, styles.callBack)}>
            {callBack.label}
          </Link>
          <Link to={account.to} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <span className={styles.name}>{account.label}</span>
          </Link>
        </nav>
        <div className={styles.shop}>
          <ShopLinks />
        </div>
      </div>
      {catalogOpen && (
        <Suspense fallback={null}>
          <CatalogMenu id={catalogId} onClose={closeCatalog} />
        </Suspense>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuDrawer links={[{ label: 'Каталог', to: catalogUrl }, account, callBack]} groups={menuGroups} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
