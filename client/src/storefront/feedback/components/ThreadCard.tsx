import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSession } from '../../../shared/auth/session';
import { formatDate, imageUrl } from '../../../shared/format/format';
import { authorName, type FeedbackKind, type Thread, type ThreadComment } from '../feedback-kinds';
import { ReactionButtons } from './ReactionButtons';
import { ReplyForm } from './ReplyForm';
import { Stars } from './Stars';

const SIGN_IN_TO_REACT = 'Войдите, чтобы оценить';
const OWN_REVIEW = 'Вы не можете реагировать на собственный отзыв';

/** Who wrote it and when; the text as plain text (never HTML), keeping its line breaks. */
function Writing({ item, children }: { item: Thread | ThreadComment; children?: React.ReactNode }) {
  return (
    <Stack gap="1">
      <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <Text as="span" fontWeight="semibold" color="fg">
          {authorName(item.user)}
        </Text>
        {item.user.staff && <Badge colorPalette="green">Магазин</Badge>}
        <Text as="span" title={item.createdAt}>
          {formatDate(item.createdAt)}
        </Text>
        {children}
      </HStack>
      <Text whiteSpace="pre-line">{item.text}</Text>
    </Stack>
  );
}

/** A review or a question with its pictures, reactions, comments and a reply form for signed-in shoppers. */
export function ThreadCard({ thread, kind }: { thread: Thread; kind: FeedbackKind }) {
  const { user } = useSession();
  const refusal = (authorId: number, ownRefused: boolean) => (!user ? SIGN_IN_TO_REACT : ownRefused && authorId === user.id ? OWN_REVIEW : undefined);
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <Writing item={thread}>{'rating' in thread && <Stars rating={thread.rating} />}</Writing>
      {'images' in thread && thread.images.length > 0 && (
        <HStack gap="2" flexWrap="wrap">
          {thread.images.map((image) => (
            <Image key={image} src={imageUrl(image)} alt="Фото покупателя" boxSize="20" objectFit="cover" borderRadius="l1" loading="lazy" />
          ))}
        </HStack>
      )}
      <ReactionButtons target={kind.target} id={thread.id} likes={thread.likes} dislikes={thread.dislikes} myReaction={thread.myReaction} refusal={refusal(thread.userId, kind.kind === 'review')} />
      {thread.comments.length > 0 && (
        <Stack gap="3" ps="4" borderStartWidth="2px">
          {thread.comments.map((comment) => (
            <Box key={comment.id}>
              <Writing item={comment} />
              <ReactionButtons target={kind.commentTarget} id={comment.id} likes={comment.likes} dislikes={comment.dislikes} myReaction={comment.myReaction} refusal={refusal(comment.userId, false)} />
            </Box>
          ))}
        </Stack>
      )}
      {user && <ReplyForm kind={kind} threadId={thread.id} />}
    </Stack>
  );
}
