import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { moved, useDragReorder } from '../use-drag-reorder';

export interface PicturePreviewsProps {
  label: string;
  images: readonly string[];
  /** Several pictures in order: numbered, dragged or moved with «Левее» / «Правее». */
  multiple: boolean;
  compact?: boolean;
  previewUrl: (name: string) => string;
  onChange: (images: string[]) => void;
}

/** The field's pictures, each with «Удалить»; in a multi-picture field also «Левее», «Правее» and dragging. */
export function PicturePreviews({ label, images, multiple, compact, previewUrl, onChange }: PicturePreviewsProps) {
  const drag = useDragReorder((from, to) => onChange(moved(images, from, to)));
  if (!images.length) return null;
  const size = compact ? '2xs' : 'xs';
  return (
    <HStack as="ul" listStyleType="none" gap="3" wrap="wrap" align="flex-start" aria-label={multiple ? `${label}: по порядку` : label}>
      {images.map((name, index) => {
        const number = index + 1;
        return (
          <Stack
            as="li"
            key={name}
            gap="1"
            align="center"
            opacity={drag.dragged === index ? 0.5 : undefined}
            outline={drag.over === index && drag.dragged !== index ? '2px dashed' : undefined}
            outlineColor="colorPalette.solid"
            borderRadius="l2"
            cursor={multiple ? 'grab' : undefined}
            {...(multiple ? { ...drag.handleProps(index), ...drag.targetProps(index) } : {})}
          >
            <Image
              src={previewUrl(name)}
              alt={multiple ? `${label}: ${number}` : label}
              draggable={false}
              {...(multiple ? { boxSize: compact ? '12' : '24' } : { h: '24', maxW: '48' })}
              objectFit="cover"
              borderRadius="l2"
              borderWidth="1px"
            />
            <HStack gap="1" wrap="wrap" justify="center" maxW={compact ? '24' : undefined}>
              {multiple && (
                <>
                  <Button size={size} variant="outline" disabled={index === 0} onClick={() => onChange(moved(images, index, index - 1))} aria-label={`${label}: сдвинуть ${number} левее`}>
                    Левее
                  </Button>
                  <Button size={size} variant="outline" disabled={index === images.length - 1} onClick={() => onChange(moved(images, index, index + 1))} aria-label={`${label}: сдвинуть ${number} правее`}>
                    Правее
                  </Button>
                </>
              )}
              <Button
                size={size}
                variant="outline"
                colorPalette="red"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                aria-label={multiple ? `${label}: удалить ${number}` : `Удалить: ${label.toLowerCase()}`}
              >
                Удалить
              </Button>
            </HStack>
          </Stack>
        );
      })}
    </HStack>
  );
}
