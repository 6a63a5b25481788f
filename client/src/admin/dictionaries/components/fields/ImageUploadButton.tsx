import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState, type ReactNode } from 'react';
import { uploadImages, uploadRefusal } from '../../../../shared/http/upload-images';
import { notifySuccess } from '../../../../shared/notices/notices';

/** The picture formats the server takes (it reads the format from the bytes). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

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

/**
 * Chooses pictures and uploads them at once (`POST /api/images`), the SPEC §5 limits checked
 * first: «Изображение загружено», or the refusal under the button.
 */
export function ImageUploadButton({ children, inputLabel, multiple, onUploaded }: ImageUploadButtonProps) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const choose = async (files: File[]) => {
    const refused = uploadRefusal(files);
    setRefusal(refused);
    if (refused || !files.length) return;
    setUploading(true);
    try {
      const names = await uploadImages(client, files);
      notifySuccess(names.length > 1 ? 'Изображения загружены' : 'Изображение загружено');
      onUploaded(names);
    } catch (failure) {
      setRefusal((failure as Error).message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" loading={uploading} loadingText="Загрузка…" onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_TYPES}
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        onChange={(event) => void choose([...(event.target.files ?? [])])}
      />
      {refusal && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
