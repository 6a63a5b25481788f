import { useId } from 'react';
import { imageUrl } from '../../../shared/format/format';
import { MAX_FILES } from '../../../shared/http/upload-images';
import { useImageUpload } from '../../../shared/images/use-image-upload';
import { Button } from '../../ui/Button';
import styles from './PhotoPicker.module.css';

/** Up to 4 photos for a review: uploaded as soon as they are chosen, removable before sending. */
export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (images: string[]) => void }) {
  const { uploading, refusal, open, fileInput } = useImageUpload((names) => onChange([...value, ...names]), { already: value.length });
  const id = useId();

  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`} aria-describedby={refusal ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className={styles.label}>
        Фото (до {MAX_FILES}, каждое не больше 5 МБ)
      </span>
      <div className={styles.photos}>
        {value.map((name) => (
          <div key={name} className={styles.photo}>
            <img src={imageUrl(name)} alt="Выбранное фото" />
            <Button size="xs" variant="ghost" className={styles.remove} aria-label="Убрать фото" onClick={() => onChange(value.filter((other) => other !== name))}>
              ×
            </Button>
          </div>
        ))}
        {value.length < MAX_FILES && (
          <Button size="sm" variant="outline" loading={uploading} onClick={open}>
            Добавить фото
          </Button>
        )}
      </div>
      {fileInput('Фото к отзыву')}
      {refusal && (
        <p id={`${id}-error`} className={styles.error}>
          {refusal}
        </p>
      )}
    </div>
  );
}
