import { Button } from '../../ui/Button';
import styles from './Stars.module.css';

const marks = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read out as «Оценка 4 из 5». */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {marks.map((mark) => (mark <= Math.round(rating) ? '★' : '☆')).join('')}
    </span>
  );
}

/** Five buttons to choose a rating from 1 to 5. */
export function RatingInput({ value, onChange, describedBy }: { value: number; onChange: (rating: number) => void; describedBy?: string }) {
  return (
    <div className={styles.input} role="radiogroup" aria-label="Оценка" aria-describedby={describedBy}>
      {marks.map((mark) => (
        <Button key={mark} size="sm" variant="ghost" className={styles.mark} role="radio" aria-checked={value === mark} aria-label={`${mark} из 5`} onClick={() => onChange(mark)}>
          {mark <= value ? '★' : '☆'}
        </Button>
      ))}
    </div>
  );
}
