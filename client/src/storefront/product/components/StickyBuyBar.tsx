import { useEffect, useState, type RefObject } from 'react';
import { Price } from '../../shop/components/Price';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import styles from './StickyBuyBar.module.css';

export interface StickyBuyBarProps {
  /** The block with the page's own «В корзину»: the bar shows while it is out of sight. */
  watch: RefObject<HTMLElement | null>;
  name: string;
  price: number | null;
  oldPrice?: number | null;
  available: boolean;
  /** No size chosen yet: the bar's button takes the shopper to the sizes instead of adding one never chosen. */
  needsSize?: boolean;
  onChooseSize?: () => void;
  adding: boolean;
  onAdd: () => void;
}

/** On a phone, the price and «В корзину» at the bottom of the screen once the buying block has scrolled away. */
export function StickyBuyBar({ watch, name, price, oldPrice, available, needsSize, onChooseSize, adding, onAdd }: StickyBuyBarProps) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setHidden(!entry.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  const shown = hidden && (available || !!needsSize);
  // The page's end (the footer) stays reachable above the bar.
  useEffect(() => {
    if (!shown) return;
    document.body.classList.add(styles.room);
    return () => document.body.classList.remove(styles.room);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Купить" data-buy-bar>
      <Stack gap={0}>
        <span className={styles.name}>{name}</span>
        {price !== null && <Price price={price} oldPrice={oldPrice} />}
      </Stack>
      {needsSize ? (
        <Button size="lg" onClick={onChooseSize}>
          Выберите размер
        </Button>
      ) : (
        <Button size="lg" onClick={onAdd} loading={adding}>
          {adding ? 'Добавляем…' : 'В корзину'}
        </Button>
      )}
    </div>
  );
}
