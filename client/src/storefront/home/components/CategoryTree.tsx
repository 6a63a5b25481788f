import { Link } from '../../routing';
import { Heading, linkClass } from '../../ui/Text';
import styles from './CategoryTree.module.css';

export interface CategoryNode {
  id: number;
  name: string;
  url: string;
  children?: CategoryNode[];
}

/** Root categories as cards, each listing its subcategories. */
export function CategoryTree({ categories, linkTo }: { categories: CategoryNode[]; linkTo: (url: string) => string }) {
  return (
    <div className={styles.grid}>
      {categories.map((category) => (
        <div key={category.id} className={styles.card}>
          <Heading as="h3" size="lg" className={styles.title}>
            <Link to={linkTo(category.url)} className={linkClass(true)}>
              {category.name}
            </Link>
          </Heading>
          {!!category.children?.length && (
            <ul className={styles.children}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={linkTo(child.url)} className={linkClass(true, styles.child)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
