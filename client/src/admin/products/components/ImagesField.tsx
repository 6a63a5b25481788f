import { productImageUrl } from '../../../shared/catalog/product-image';
import { PictureField } from '../../forms/pictures/PictureField';

export interface ImagesFieldProps {
  /** «Фото товара», «Фото, вариант 1»: the name of the group (on screen a panel or a column names it), of each picture and button. */
  label: string;
  /** Stored file names, in the order the shop shows them. */
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
  /** In the variants table: smaller pictures and button, no hint. */
  compact?: boolean;
}

const thumb = (name: string) => productImageUrl(name, 'thumb');

/** A product's or a variant's pictures in the shop's order: the back office's picture field, shown by their small copies. */
export function ImagesField({ label, images, onChange, error, compact }: ImagesFieldProps) {
  return (
    <PictureField
      multiple
      hideLegend
      label={label}
      images={images}
      onChange={onChange}
      error={error}
      compact={compact}
      previewUrl={thumb}
      helper="До 4 файлов за раз, каждый не больше 5 МБ: JPEG, PNG, WebP, GIF или AVIF. Первое фото — главное; порядок меняется перетаскиванием или кнопками «Левее» и «Правее»."
    />
  );
}
