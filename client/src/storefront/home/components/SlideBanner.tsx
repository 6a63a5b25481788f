import { useEffect, useState } from 'react';
import { imageUrl } from '../../../shared/format/format';
import { Link } from '../../routing';
import styles from './SlideBanner.module.css';

export interface Slide {
  id: number;
  image: string;
  link: string;
}

const TURN_MS = 6000;

/** The home page's banner (SPEC §1): the slides in their order, turning by themselves unless the shopper prefers less motion. */
export function SlideBanner({ slides }: { slides: Slide[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (slides.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setShown((current) => (current + 1) % slides.length), TURN_MS);
    return () => window.clearInterval(timer);
  }, [slides.length]);
  const slide = slides[shown % slides.length];
  const picture = <img className={styles.picture} src={imageUrl(slide.image)} alt={`Слайд ${shown + 1} из ${slides.length}`} />;
  const external = /^https?:\/\//.test(slide.link);
  return (
    <section aria-roledescription="карусель" aria-label="Акции">
      {!slide.link ? picture : external ? <a href={slide.link}>{picture}</a> : <Link to={slide.link}>{picture}</Link>}
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((item, index) => (
            <button key={item.id} type="button" className={styles.dot} aria-label={`Слайд ${index + 1}`} aria-current={index === shown} onClick={() => setShown(index)} />
          ))}
        </div>
      )}
    </section>
  );
}
