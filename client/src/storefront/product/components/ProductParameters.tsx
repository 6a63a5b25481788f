import { Heading, Stack } from '../../ui/Text';
import styles from './ProductParameters.module.css';

/** «Характеристики»: the product's parameters (category parameter → value); nothing when none is filled in. */
export function ProductParameters({ parameters }: { parameters: Record<string, string> }) {
  const rows = Object.entries(parameters).filter(([, value]) => value.trim());
  if (!rows.length) return null;
  return (
    <Stack as="section" gap={3} style={{ maxWidth: '48rem' }} aria-labelledby="product-parameters">
      <Heading as="h2" size="lg" id="product-parameters">
        Характеристики
      </Heading>
      <table className={styles.table} aria-labelledby="product-parameters">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
