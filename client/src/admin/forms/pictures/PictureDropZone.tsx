import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type DragEvent } from 'react';

export interface PictureDropZoneProps {
  /** The field's name, for the zone's accessible name. */
  label: string;
  multiple: boolean;
  /** In the variants table: no words, a small button. */
  compact?: boolean;
  uploading: boolean;
  onFiles: (files: File[]) => void;
  /** Opens the file chooser. */
  onChoose: () => void;
}

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/** Where pictures are dropped, with «Выбрать файлы» for the keyboard and for those who do not drag. */
export function PictureDropZone({ label, multiple, compact, uploading, onFiles, onChoose }: PictureDropZoneProps) {
  const [over, setOver] = useState(false);
  const enter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    const files = [...(event.dataTransfer?.files ?? [])];
    if (!files.length) return;
    event.preventDefault();
    setOver(false);
    onFiles(files);
  };
  return (
    <Box
      role="group"
      aria-label={`${label}: перетащите ${multiple ? 'картинки' : 'картинку'} сюда`}
      data-dragover={over || undefined}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'colorPalette.solid' : 'border'}
      bg={over ? 'colorPalette.subtle' : undefined}
      borderRadius="l2"
      p={compact ? '2' : '4'}
      onDragEnter={enter}
      onDragOver={enter}
      onDragLeave={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOver(false)}
      onDrop={drop}
    >
      <Stack gap="2" align="center" textAlign="center">
        {!compact && (
          <Text fontSize="sm" color="fg.muted">
            {multiple ? 'Перетащите картинки сюда или' : 'Перетащите картинку сюда или'}
          </Text>
        )}
        <Button size={compact ? 'xs' : 'sm'} variant="outline" loading={uploading} loadingText="Загрузка…" onClick={onChoose}>
          Выбрать файлы
        </Button>
      </Stack>
    </Box>
  );
}
