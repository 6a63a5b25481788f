import { useState, type FormEvent } from 'react';
import { SHOP_NAME } from '../../../shared/components/PageTitle';
import { Link } from '../../routing';
import { ShopLinks } from '../../shop/views/ShopLinks';
import { buttonClass, Button } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { linkClass } from '../../ui/Text';
import styles from './Header.module.css';

export interface HeaderLink {
  label: string;
  to: string;
}

export interface HeaderProps {
  homeUrl: string;
  catalogUrl: string;
  /** «Заказать звонок». */
  callBack: HeaderLink;
  /** «Войти», or the signed-in user's name leading to the profile. */
  account: HeaderLink;
  onSearch: (query: string) => void;
}

/** The storefront header: shop name, catalogue link, the search field, «Заказать звонок», the account link, the wishlist and the basket. */
export function Header({ homeUrl, catalogUrl, callBack, account, onSearch }: HeaderProps) {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={homeUrl} className={styles.logo}>
          {SHOP_NAME}
        </Link>
        <Link to={catalogUrl} className={buttonClass({ variant: 'subtle', size: 'sm' })}>
          Каталог
        </Link>
        <form role="search" onSubmit={submit} className={styles.search}>
          <Input type="search" small value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Поиск товаров" aria-label="Поиск по каталогу" />
          <Button type="submit" size="sm" variant="outline">
            Найти
          </Button>
        </form>
        <nav aria-label="Личный кабинет" className={styles.account}>
          <Link to={callBack.to} className={linkClass(true, styles.callBack)}>
            {callBack.label}
          </Link>
          <Link to={account.to} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <span className={styles.name}>{account.label}</span>
          </Link>
        </nav>
        <ShopLinks />
      </div>
    </header>
  );
}
