import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { imageUrl } from '../../../shared/format/format';

/** The photos the shopper attached, each opening in full size in a new tab. */
export function ReviewPhotos({ images }: { images: string[] }) {
  if (images.length === 0) return <Text color="fg.muted">Покупатель не приложил фото.</Text>;
  return (
    <HStack gap="3" wrap="wrap">
      {images.map((name, index) => (
        <Link key={name} href={imageUrl(name)} target="_blank" rel="noopener noreferrer">
          <Image src={imageUrl(name)} alt={`Фото ${index + 1} из ${images.length}`} boxSize="32" objectFit="cover" borderRadius="l2" borderWidth="1px" loading="lazy" />
        </Link>
      ))}
    </HStack>
  );
}
