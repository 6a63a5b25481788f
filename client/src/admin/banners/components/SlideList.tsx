import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { imageUrl } from '../../../shared/format/format';

interface ListedSlide {
  image: string;
  link: string;
}

/** The picture of the slide at `number` (from 1), as wide as a banner's strip. */
export function SlidePicture({ image, number }: { image: string; number: number }) {
  return <Image src={imageUrl(image)} alt={`Слайд ${number}`} h="20" w="48" flexShrink="0" objectFit="cover" borderRadius="l2" borderWidth="1px" />;
}

/** The banner's slides in their order: the number, the picture and where it leads. */
export function SlideList({ slides }: { slides: readonly (ListedSlide & { id: number })[] }) {
  if (!slides.length) return <Text color="fg.muted">Слайдов пока нет: на главной баннер не показывается.</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Слайды по порядку">
      {slides.map((slide, index) => (
        <HStack as="li" key={slide.id} gap="4">
          <Text fontWeight="semibold" minW="6">
            {index + 1}.
          </Text>
          <SlidePicture image={slide.image} number={index + 1} />
          <Text wordBreak="break-all">{slide.link ? `Ссылка: ${slide.link}` : 'Без ссылки'}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
