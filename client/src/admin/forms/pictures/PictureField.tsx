import { Fieldset } from '@chakra-ui/react/fieldset';
import { Stack } from '@chakra-ui/react/stack';
import { imageUrl } from '../../../shared/format/format';
import { MAX_FILES } from '../../../shared/http/upload-images';
import { PicturePreviews } from './PicturePreviews';
import { PictureUploader } from './PictureUploader';

export interface PictureFieldProps {
  /** «Логотип», «Фото товара», «Фото, вариант 1»: names the group, each picture and button. */
  label: string;
  /** Stored file names in order; a single-picture field holds at most one. */
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** Several pictures, reordered by dragging or «Левее» / «Правее»; otherwise a new one replaces the old. */
  multiple?: boolean;
  /** In the variants table: small pictures and button, no hint. */
  compact?: boolean;
  /** Show the legend only to screen readers (a panel or a column names the field on screen). */
  hideLegend?: boolean;
  error?: string;
  helper?: string;
  /** The preview's address: the file itself unless told (products show their small copy). */
  previewUrl?: (name: string) => string;
}

/** Every picture field of the back office: the previews with «Удалить» (and the order for several), then the uploader. */
export function PictureField({ label, images, onChange, multiple = false, compact, hideLegend, error, helper, previewUrl = imageUrl }: PictureFieldProps) {
  const hint = helper ?? (multiple ? `До ${MAX_FILES} файлов за раз, каждый не больше 5 МБ: JPEG, PNG, WebP, GIF или AVIF.` : 'Файл не больше 5 МБ: JPEG, PNG, WebP, GIF или AVIF.');
  return (
    <Fieldset.Root invalid={!!error} minW={compact ? '32' : undefined}>
      <Fieldset.Legend srOnly={hideLegend}>{label}</Fieldset.Legend>
      <Stack gap="3" mt={hideLegend ? undefined : '2'}>
        <PicturePreviews label={label} images={images} multiple={multiple} compact={compact} previewUrl={previewUrl} onChange={onChange} />
        <PictureUploader
          label={label}
          multiple={multiple}
          compact={compact}
          onUploaded={(names) => onChange(multiple ? [...images, ...names] : names.slice(0, 1))}
        />
      </Stack>
      {!compact && !error && <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
