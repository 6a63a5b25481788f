import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { imageUrl } from '../../../shared/format/format';

export interface NewsCard {
  id: number;
  title: string;
  text: string;
  image: string | null;
  createdAt: string;
}

const dates = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

/** The news flagged for the main page (SPEC §9), newest first, as plain text. */
export function HomeNews({ news }: { news: NewsCard[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
      {news.map((post) => (
        <Box as="li" key={post.id} borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg.panel">
          {post.image && <Image src={imageUrl(post.image)} alt="" h="40" w="full" objectFit="cover" loading="lazy" />}
          <Box p="4">
            <Text fontSize="sm" color="fg.muted">
              {dates.format(new Date(post.createdAt))}
            </Text>
            <Heading as="h3" size="md" my="1">
              {post.title}
            </Heading>
            <Text lineClamp={3} whiteSpace="pre-line">
              {post.text}
            </Text>
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
