import { useQuery } from '@apollo/client/react';
import { CatalogMenuDocument } from '../../../generated/catalog/graphql';
import { Link } from '../../routing';
import { Text } from '../../ui/Text';
import { catalogUrls } from '../urls';
import styles from './CategoryTree.module.css';

/**
 * The catalogue's two levels as links — each root category with its subcategories — after «Весь
 * каталог»; `onPick` closes the menu holding it once a link is followed.
 */
export function CategoryTree({ onPick, columns = false }: { onPick: () => void; columns?: boolean }) {
  const { data, error } = useQuery(CatalogMenuDocument);
  if (error) return <Text tone="muted">Не удалось загрузить категории.</Text>;
  if (!data) return <Text tone="muted">Загружаем категории…</Text>;
  return (
    <div className={styles.tree}>
      <Link to={catalogUrls.catalog} className={styles.all} onClick={onPick}>
        Весь каталог
      </Link>
      <ul className={columns ? `${styles.roots} ${styles.columns}` : styles.roots}>
        {data.categoriesTree.map((root) => (
          <li key={root.id}>
            <Link to={catalogUrls.category(root.url)} className={styles.root} onClick={onPick}>
              {root.name}
            </Link>
            {root.children.length > 0 && (
              <ul className={styles.children}>
                {root.children.map((child) => (
                  <li key={child.id}>
                    <Link to={catalogUrls.category(child.url)} onClick={onPick}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
