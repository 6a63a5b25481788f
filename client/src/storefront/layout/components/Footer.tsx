import { Suspense } from 'react';
import { Link } from '../../routing';
import { Heading, Text, linkClass } from '../../ui/Text';
import type { FooterLinkGroup } from '../footer-links';
import { FooterSubscribe } from '../shell-parts';
import styles from './Footer.module.css';
import { ShopJsonLd, ShopRequisites, useShopContacts } from './ShopContacts';

const footerSubscribeLabels = { email: 'Почта для рассылки', consent: 'Я согласен получать рассылку и на обработку персональных данных' };

/**
 * The storefront footer: one navigation per link group and the newsletter form, then the extra links,
 * the seller's requisites and contacts (CONTRACT §19, with the shop's structured data) and the copyright line.
 */
export function Footer({ groups, extraLinks = [], year }: { groups: FooterLinkGroup[]; extraLinks?: FooterLinkGroup['links']; year: number }) {
  const link = linkClass(true, styles.link);
  const shop = useShopContacts();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.groups}>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Heading as="h2" size="md" className={styles.title}>
                {group.title}
              </Heading>
              <ul className={styles.list}>
                {group.links.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.subscribe}>
            <Suspense fallback={null}>
              <FooterSubscribe id="footer-subscribe" labels={footerSubscribeLabels} />
            </Suspense>
          </div>
        </div>
        {extraLinks.length > 0 && (
          <nav aria-label="Помощь" className={styles.extra}>
            {extraLinks.map((item) => (
              <Link key={item.to} to={item.to} className={link}>
                {item.label}
              </Link>
            ))}
          </nav>
        )}
        {shop && <ShopRequisites shop={shop} className={styles.requisites} />}
        {shop && <ShopJsonLd shop={shop} />}
        <Text size="sm" tone="muted" className={styles.copyright}>
          © {year} «{shop?.name ?? 'Витрина'}» — интернет-магазин одежды и обуви
        </Text>
      </div>
    </footer>
  );
}
