import { imageUrl } from '../../../shared/format/format';
import styles from './BrandList.module.css';

export interface BrandCard {
  id: number;
  name: string;
  image: string | null;
}

/** The brands shown on the home page: logo when there is one, the name always. */
export function BrandList({ brands }: { brands: BrandCard[] }) {
  return (
    <ul className={styles.brands}>
      {brands.map((brand) => (
        <li key={brand.id} className={styles.brand}>
          {brand.image && <img className={styles.logo} src={imageUrl(brand.image)} alt="" loading="lazy" />}
          <p className={styles.name}>{brand.name}</p>
        </li>
      ))}
    </ul>
  );
}
