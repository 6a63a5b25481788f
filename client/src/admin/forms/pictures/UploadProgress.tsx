import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UploadingFile } from '../../../shared/images/use-image-upload';

/** Each file on its way: its name, the percent sent and a bar. */
export function UploadProgress({ uploads }: { uploads: readonly UploadingFile[] }) {
  if (!uploads.length) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Загрузка файлов">
      {uploads.map((file) => (
        <Box as="li" key={file.key}>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {file.name} — {file.percent}%
          </Text>
          <Box
            role="progressbar"
            aria-label={`Загрузка файла ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={file.percent}
            h="1.5"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${file.percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
