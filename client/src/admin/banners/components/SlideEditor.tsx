import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useDragReorder } from '../../forms/use-drag-reorder';
import type { SlideDraft } from '../views/use-slide-draft';
import { SlidePicture } from './SlideList';

export interface SlideEditorProps {
  slides: readonly SlideDraft[];
  /** The reason under a slide's link, by index. */
  problems: Record<number, string>;
  onLinkChange: (index: number, link: string) => void;
  /** Puts the slide at `from` at `to`: by «↑», «↓» or by dragging its picture. */
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The slides being edited, in order: each with its picture (dragged to reorder), its link, «↑», «↓» and «Удалить». */
export function SlideEditor({ slides, problems, onLinkChange, onMove, onRemove }: SlideEditorProps) {
  const drag = useDragReorder(onMove);
  if (!slides.length) return <Text color="fg.muted">Слайдов нет. Сохранённый пустой список убирает баннер с главной.</Text>;
  return (
    <Stack as="ol" gap="4" listStyleType="none" aria-label="Слайды по порядку">
      {slides.map((slide, index) => {
        const number = index + 1;
        return (
          <HStack
            as="li"
            key={`${slide.id ?? 'new'}:${slide.image}`}
            gap="4"
            align="flex-start"
            wrap="wrap"
            borderRadius="l2"
            opacity={drag.dragged === index ? 0.5 : undefined}
            outline={drag.over === index && drag.dragged !== index ? '2px dashed' : undefined}
            outlineColor="colorPalette.solid"
            {...drag.targetProps(index)}
          >
            <Text fontWeight="semibold" minW="6" pt="2">
              {number}.
            </Text>
            <Box cursor="grab" title="Перетащите, чтобы поменять порядок" {...drag.handleProps(index)}>
              <SlidePicture image={slide.image} number={number} />
            </Box>
            <Field.Root invalid={!!problems[index]} flex="1" minW="xs">
              <Field.Label>Ссылка слайда {number}</Field.Label>
              <Input value={slide.link} onChange={(event) => onLinkChange(index, event.target.value)} placeholder="/catalog/women или https://…" />
              {problems[index] && <Field.ErrorText>{problems[index]}</Field.ErrorText>}
            </Field.Root>
            <HStack gap="1" pt="6">
              <IconButton size="sm" variant="outline" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Поднять слайд ${number}`}>
                ↑
              </IconButton>
              <IconButton size="sm" variant="outline" disabled={index === slides.length - 1} onClick={() => onMove(index, index + 1)} aria-label={`Опустить слайд ${number}`}>
                ↓
              </IconButton>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(index)} aria-label={`Удалить слайд ${number}`}>
                Удалить
              </Button>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}
