import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useImageUpload } from '../../../../shared/images/use-image-upload';

export interface ImageUploadButtonProps {
  /** The button's words: «Загрузить изображение», «Добавить слайды». */
  children: ReactNode;
  /** The file chooser's accessible name: «Изображение: выбрать файл». */
  inputLabel: string;
  /** Several pictures at a time (at most 4, SPEC §5). */
  multiple?: boolean;
  /** The stored names of the uploaded pictures, in the order chosen. */
  onUploaded: (names: string[]) => void;
}

/** A button that uploads pictures at once, with the refusal under it. */
export function ImageUploadButton({ children, inputLabel, multiple, onUploaded }: ImageUploadButtonProps) {
  const { uploading, refusal, open, fileInput } = useImageUpload(onUploaded, { multiple: !!multiple });
  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" loading={uploading} loadingText="Загрузка…" onClick={open}>
        {children}
      </Button>
      {fileInput(inputLabel)}
      {refusal && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
