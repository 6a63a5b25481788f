import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack } from '@chakra-ui/react/stack';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../../shared/format/format';
import { RouterLink } from '../../../shared/components/RouterLink';

export interface Slide {
  id: number;
  image: string;
  link: string;
}

const TURN_MS = 6000;

/** The home page's banner (SPEC §1): the slides in their order, turning by themselves unless the shopper prefers less motion. */
export function SlideBanner({ slides }: { slides: Slide[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (slides.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setShown((current) => (current + 1) % slides.length), TURN_MS);
    return () => window.clearInterval(timer);
  }, [slides.length]);
  const slide = slides[shown % slides.length];
  const picture = <Image src={imageUrl(slide.image)} alt={`Слайд ${shown + 1} из ${slides.length}`} w="full" maxH="md" objectFit="cover" borderRadius="l3" />;
  const external = /^https?:\/\//.test(slide.link);
  return (
    <Box as="section" aria-roledescription="карусель" aria-label="Акции">
      {!slide.link ? picture : external ? <a href={slide.link}>{picture}</a> : <RouterLink to={slide.link}>{picture}</RouterLink>}
      {slides.length > 1 && (
        <HStack justify="center" gap="1" mt="2">
          {slides.map((item, index) => (
            <Button key={item.id} size="2xs" variant={index === shown ? 'solid' : 'outline'} borderRadius="full" aria-label={`Слайд ${index + 1}`} aria-current={index === shown} onClick={() => setShown(index)} />
          ))}
        </HStack>
      )}
    </Box>
  );
}
