import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatDate, imageUrl } from '../../../shared/format/format';
import { newsUrls } from '../urls';

export interface NewsCard {
  id: number;
  title: string;
  url: string;
  text: string;
  image: string | null;
  createdAt: string;
}

/** News as cards, newest first, the text as plain text; each title leads to the post. */
export function NewsCards({ news }: { news: NewsCard[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
      {news.map((post) => (
        <Box as="li" key={post.id} borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg.panel">
          {post.image && <Image src={imageUrl(post.image)} alt="" h="40" w="full" objectFit="cover" loading="lazy" />}
          <Box p="4">
            <Text fontSize="sm" color="fg.muted">
              {formatDate(post.createdAt)}
            </Text>
            <Heading as="h3" size="md" my="1">
              <RouterLink to={newsUrls.post(post.url)}>{post.title}</RouterLink>
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
