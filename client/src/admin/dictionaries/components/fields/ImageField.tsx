import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Image } from '@chakra-ui/react/image';
import { HStack } from '@chakra-ui/react/stack';
import { imageUrl } from '../../../../shared/format/format';
import { ImageUploadButton } from './ImageUploadButton';

export interface ImageFieldProps {
  label: string;
  /** The stored file name, empty when there is no picture. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
}

/** One picture: uploaded as soon as it is chosen, shown, replaced or removed («Убрать изображение»). */
export function ImageField({ label, value, onChange, error, helper }: ImageFieldProps) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <HStack gap="4" mt="2" align="flex-start" wrap="wrap">
        {value && <Image src={imageUrl(value)} alt={label} h="24" maxW="48" objectFit="cover" borderRadius="l2" borderWidth="1px" />}
        <ImageUploadButton inputLabel={`${label}: выбрать файл`} onUploaded={([name]) => onChange(name)}>
          {value ? 'Заменить изображение' : 'Загрузить изображение'}
        </ImageUploadButton>
        {value && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onChange('')}>
            Убрать изображение
          </Button>
        )}
      </HStack>
      {helper && !error && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
