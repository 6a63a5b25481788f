import { Button, CloseButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Image } from '@chakra-ui/react/image';
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { imageUrl } from '../../../shared/format/format';
import { MAX_FILES } from '../../../shared/http/upload-images';
import { useImageUpload } from '../../../shared/images/use-image-upload';

/** Up to 4 photos for a review: uploaded as soon as they are chosen, removable before sending. */
export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (images: string[]) => void }) {
  const { uploading, refusal, open, fileInput } = useImageUpload((names) => onChange([...value, ...names]), { already: value.length });

  return (
    <Field.Root invalid={!!refusal}>
      <Field.Label>Фото (до {MAX_FILES}, каждое не больше 5 МБ)</Field.Label>
      <HStack gap="2" flexWrap="wrap">
        {value.map((name) => (
          <Box key={name} position="relative">
            <Image src={imageUrl(name)} alt="Выбранное фото" boxSize="16" objectFit="cover" borderRadius="l1" />
            <CloseButton size="2xs" position="absolute" top="0" insetEnd="0" aria-label="Убрать фото" onClick={() => onChange(value.filter((other) => other !== name))} />
          </Box>
        ))}
        {value.length < MAX_FILES && (
          <Button size="sm" variant="outline" loading={uploading} onClick={open}>
            Добавить фото
          </Button>
        )}
      </HStack>
      {fileInput('Фото к отзыву')}
      {refusal && <Field.ErrorText>{refusal}</Field.ErrorText>}
    </Field.Root>
  );
}
