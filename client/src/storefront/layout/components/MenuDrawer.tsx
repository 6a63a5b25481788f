import { CategoryTree } from '../../catalog/components/CategoryTree';
import { Link } from '../../routing';
import { Drawer } from '../../ui/Drawer';
import { Heading } from '../../ui/Text';
import type { FooterLinkGroup } from '../footer-links';
import type { HeaderLink } from '../header-links';
import styles from './MenuDrawer.module.css';

/**
 * The phone menu: the catalogue, the account, «Заказать звонок», the category tree and the shop's
 * information pages (groups, not landmarks: the footer's navigation holds the same names).
 */
export function MenuDrawer({ links, groups, onClose }: { links: HeaderLink[]; groups: FooterLinkGroup[]; onClose: () => void }) {
  return (
    <Drawer title="Меню" closeLabel="Закрыть меню" onClose={onClose}>
      <nav aria-label="Разделы" className={styles.main}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div role="group" aria-label="Категории" className={styles.group}>
        <Heading as="h3" size="md">
          Категории
        </Heading>
        <CategoryTree onPick={onClose} />
      </div>
      {groups.map((group) => (
        <div key={group.title} role="group" aria-label={group.title} className={styles.group}>
          <Heading as="h3" size="md">
            {group.title}
          </Heading>
          {group.links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </div>
      ))}
    </Drawer>
  );
}
