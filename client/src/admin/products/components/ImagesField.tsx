import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useImageUpload } from '../../../shared/images/use-image-upload';
import { productImageUrl } from '../../../shared/catalog/product-image';

export interface ImagesFieldProps {
  /** «Фото товара», «Фото, вариант 1»: the name of the group (for screen readers: a panel or a column names it on screen), of each picture and button. */
  label: string;
  /** Stored file names, in the order the shop shows them. */
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
  /** In the variants table: smaller pictures and button, no hint. */
  compact?: boolean;
}

/** Moves the item at `from` one place left (-1) or right (+1). */
function moved(images: string[], from: number, step: -1 | 1): string[] {
  const next = [...images];
  [next[from], next[from + step]] = [next[from + step], next[from]];
  return next;
}

/** Pictures in order with «←», «→» and «×» each, and «Загрузить фото» (up to 4 files a time, 5 МБ each). */
export function ImagesField({ label, images, onChange, error, compact }: ImagesFieldProps) {
  const { uploading, refusal, open, fileInput } = useImageUpload((names) => onChange([...images, ...names]));

  const problem = refusal ?? error;
  return (
    <Fieldset.Root invalid={!!problem} minW={compact ? '32' : undefined}>
      <Fieldset.Legend srOnly>{label}</Fieldset.Legend>
      <HStack gap="3" wrap="wrap" align="flex-start">
        {images.map((name, index) => (
          <Stack key={name} gap="1" align="center">
            <Image src={productImageUrl(name, 'thumb')} alt={`${label}: ${index + 1}`} boxSize={compact ? '12' : '24'} objectFit="cover" borderRadius="l2" borderWidth="1px" />
            <HStack gap="0">
              <IconButton size="2xs" variant="ghost" disabled={index === 0} onClick={() => onChange(moved(images, index, -1))} aria-label={`${label}: сдвинуть ${index + 1} левее`}>
                ←
              </IconButton>
              <IconButton size="2xs" variant="ghost" disabled={index === images.length - 1} onClick={() => onChange(moved(images, index, 1))} aria-label={`${label}: сдвинуть ${index + 1} правее`}>
                →
              </IconButton>
              <IconButton size="2xs" variant="ghost" colorPalette="red" onClick={() => onChange(images.filter((_, i) => i !== index))} aria-label={`${label}: убрать ${index + 1}`}>
                ×
              </IconButton>
            </HStack>
          </Stack>
        ))}
        <Box>
          <Button size={compact ? 'xs' : 'sm'} variant="outline" loading={uploading} loadingText="Загрузка…" onClick={open}>
            Загрузить фото
          </Button>
        </Box>
      </HStack>
      {fileInput(`${label}: выбрать файлы`)}
      {!compact && !problem && <Fieldset.HelperText>До 4 файлов за раз, каждый не больше 5 МБ. Первое фото — главное.</Fieldset.HelperText>}
      {problem && <Fieldset.ErrorText>{problem}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
