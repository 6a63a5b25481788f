import { useApolloClient } from '@apollo/client/react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Image } from '@chakra-ui/react/image';
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { useRef, useState } from 'react';
import { imageUrl } from '../../../shared/format/format';
import { MAX_FILES, uploadImages, uploadRefusal } from '../../../shared/http/upload-images';

/** Up to 4 photos for a review: uploaded as soon as they are chosen, removable before sending. */
export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (images: string[]) => void }) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const choose = async (chosen: File[]) => {
    const refusal = uploadRefusal(chosen, value.length);
    setError(refusal);
    if (refusal || !chosen.length) return;
    setUploading(true);
    try {
      onChange([...value, ...(await uploadImages(client, chosen))]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Фото (до {MAX_FILES}, каждое не больше 5 МБ)</Field.Label>
      <HStack gap="2" flexWrap="wrap">
        {value.map((name) => (
          <Box key={name} position="relative">
            <Image src={imageUrl(name)} alt="Выбранное фото" boxSize="16" objectFit="cover" borderRadius="l1" />
            <CloseButton size="2xs" position="absolute" top="0" insetEnd="0" aria-label="Убрать фото" onClick={() => onChange(value.filter((other) => other !== name))} />
          </Box>
        ))}
        {value.length < MAX_FILES && (
          <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
            Добавить фото
          </Button>
        )}
      </HStack>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        hidden
        aria-label="Фото к отзыву"
        onChange={(event) => void choose([...(event.target.files ?? [])])}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
