import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { uploadImages, uploadRefusal } from '../http/upload-images';
import { notifySuccess } from '../notices/notices';

/** The picture formats the server takes (it reads the format from the bytes). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Choosing pictures and uploading them at once (`POST /api/images`) for any picture field: the
 * SPEC §5 limits checked first (`already` pictures count towards the 4), «Изображение загружено»,
 * or the Russian refusal to show. Render `fileInput(label)` somewhere and call `open()` from a button.
 */
export function useImageUpload(onUploaded: (names: string[]) => void, { already = 0, multiple = true }: { already?: number; multiple?: boolean } = {}) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const choose = async (files: File[]) => {
    const refused = uploadRefusal(files, already);
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

  const fileInput = (label: string) => (
    <input ref={input} type="file" accept={PICTURE_TYPES} multiple={multiple} hidden aria-label={label} onChange={(event) => void choose([...(event.target.files ?? [])])} />
  );

  return { uploading, refusal, open: () => input.current?.click(), fileInput };
}
