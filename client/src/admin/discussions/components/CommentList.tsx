import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { fullName } from '../../users/views/UsersListView';
import type { ThreadComment } from '../discussion';
import { ReactionCounts } from './ThreadParts';
import { formatDateTime } from '../../../shared/format/format';

export interface CommentListProps {
  comments: ThreadComment[];
  /** «Комментариев пока нет.» */
  empty: string;
  /** «комментарий»: names the delete buttons for screen readers. */
  commentName: string;
  onDelete: (comment: ThreadComment) => void;
}

/** The comments (answers) of a thread, oldest first: author, date, the text as written, reactions and «Удалить». */
export function CommentList({ comments, empty, commentName, onDelete }: CommentListProps) {
  if (comments.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {comments.map((comment) => (
        <Box as="li" key={comment.id} p="3" borderWidth="1px" borderRadius="l2">
          <Flex justify="space-between" align="flex-start" gap="3">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{fullName(comment.user)}</Text>
              <Text fontSize="sm" color="fg.muted">
                ID {comment.user.id} · {formatDateTime(comment.createdAt)}
              </Text>
            </HStack>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(comment)} aria-label={`Удалить ${commentName} № ${comment.id}`}>
              Удалить
            </Button>
          </Flex>
          <Text mt="2" whiteSpace="pre-wrap">
            {comment.text}
          </Text>
          <Box mt="1" color="fg.muted">
            <ReactionCounts likes={comment.likes} dislikes={comment.dislikes} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
