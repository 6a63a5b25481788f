import { formatRating } from '../../../shared/format/format';
import { Button } from '../../ui/Button';
import styles from './Stars.module.css';

const marks = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read out as «Оценка 4 из 5». */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${formatRating(rating)} из 5`}>
      {marks.map((mark) => (mark <= Math.round(rating) ? '★' : '☆')).join('')}
    </span>
  );
}

/** Five buttons to choose a rating from 1 to 5; with `errorId` (the reason shown under them) the group is marked invalid. */
export function RatingInput({ value, onChange, errorId }: { value: number; onChange: (rating: number) => void; errorId?: string }) {
  return (
    <div className={styles.input} role="radiogroup" aria-label="Оценка" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      {marks.map((mark) => (
        <Button key={mark} size="sm" variant="ghost" className={styles.mark} role="radio" aria-checked={value === mark} aria-label={`${mark} из 5`} onClick={() => onChange(mark)}>
          {mark <= value ? '★' : '☆'}
        </Button>
      ))}
    </div>
  );
}
