import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { checkPictures, PICTURE_TYPES, uploadImage } from '../http/upload-images';
import { notifySuccess } from '../notices/notices';

/** A file on its way to the server: how much of it has gone. */
export interface UploadingFile {
  key: number;
  name: string;
  percent: number;
}

export interface ImageUploadOptions {
  /** Pictures chosen before that count towards the 4 (a review's photos). */
  already?: number;
  /** Several pictures at once; a single-picture field takes the first of several and says so. */
  multiple?: boolean;
}

let uploadCount = 0;

/**
 * Checking and uploading pictures for any picture field, one file per request with its progress:
 * the SPEC §5 limits first, then «Изображение загружено» and `onUploaded` with the stored names in
 * the order chosen, or the Russian reasons to show. Render `fileInput(label)` somewhere and call
 * `open()` from a button, or hand dropped files to `upload`.
 */
export function useImageUpload(onUploaded: (names: string[]) => void, { already = 0, multiple = true }: ImageUploadOptions = {}) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadingFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  // The field may change while files travel (a picture removed): the latest callback gets the names.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const upload = async (chosen: readonly File[]) => {
    if (input.current) input.current.value = '';
    if (!chosen.length) return;
    const files = multiple ? chosen : chosen.slice(0, 1);
    setNotice(files.length < chosen.length ? `Здесь одна картинка: взят файл ${files[0].name}.` : undefined);
    const { accepted, refusals: reasons } = checkPictures(files, already);
    setRefusals(reasons);
    if (!accepted.length) return;

    const started = accepted.map((file) => ({ key: ++uploadCount, name: file.name, percent: 0 }));
    const keys = new Set(started.map((file) => file.key));
    setUploads((current) => [...current, ...started]);
    const progress = (key: number) => (percent: number) => setUploads((current) => current.map((file) => (file.key === key ? { ...file, percent } : file)));
    const results = await Promise.allSettled(accepted.map((file, index) => uploadImage(client, file, progress(started[index].key))));
    setUploads((current) => current.filter((file) => !keys.has(file.key)));

    const failures = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
    if (failures.length) setRefusals((current) => [...current, ...new Set(failures)]);
    const names = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (!names.length) return;
    notifySuccess(names.length > 1 ? 'Изображения загружены' : 'Изображение загружено');
    uploaded.current(names);
  };

  const fileInput = (label: string) => (
    <input
      ref={input}
      type="file"
      accept={PICTURE_TYPES.join(',')}
      multiple={multiple}
      hidden
      aria-label={label}
      onChange={(event) => void upload([...(event.target.files ?? [])])}
    />
  );

  return {
    uploading: uploads.length > 0,
    uploads,
    refusals,
    /** All reasons as one text, for a field that shows a single line. */
    refusal: refusals.length ? refusals.join(' ') : undefined,
    notice,
    upload,
    open: () => input.current?.click(),
    fileInput,
  };
}
