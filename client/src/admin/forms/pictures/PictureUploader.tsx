import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useImageUpload } from '../../../shared/images/use-image-upload';
import { PictureDropZone } from './PictureDropZone';
import { UploadProgress } from './UploadProgress';

export interface PictureUploaderProps {
  /** «Логотип», «Новые слайды»: names the drop zone and the file chooser. */
  label: string;
  /** Several files at once; otherwise the first of several is taken and the notice says which. */
  multiple: boolean;
  compact?: boolean;
  /** The stored names, in the order chosen. */
  onUploaded: (names: string[]) => void;
}

/** Adding pictures: the drop zone with «Выбрать файлы», each file's progress, the notice and the reasons for refused files. */
export function PictureUploader({ label, multiple, compact, onUploaded }: PictureUploaderProps) {
  const { uploading, uploads, refusals, notice, upload, open, fileInput } = useImageUpload(onUploaded, { multiple });
  return (
    <Stack gap="2">
      <PictureDropZone label={label} multiple={multiple} compact={compact} uploading={uploading} onFiles={(files) => void upload(files)} onChoose={open} />
      {fileInput(`${label}: ${multiple ? 'выбрать файлы' : 'выбрать файл'}`)}
      <UploadProgress uploads={uploads} />
      {notice && (
        <Text role="status" fontSize="sm">
          {notice}
        </Text>
      )}
      {refusals.map((reason) => (
        <Text key={reason} role="alert" fontSize="sm" color="fg.error">
          {reason}
        </Text>
      ))}
    </Stack>
  );
}
