import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useSession } from '../../../shared/auth/session';
import { formatDate, imageUrl } from '../../../shared/format/format';
import { Badge } from '../../ui/Feedback';
import { Stack } from '../../ui/Text';
import { authorName, type FeedbackKind, type Thread, type ThreadComment } from '../feedback-kinds';
import { ReactionButtons } from './ReactionButtons';
import { Stars } from './Stars';
import styles from './ThreadCard.module.css';
import { lazyNamed } from '../../../shared/routing/lazy-screen';

/** The reply form comes with the first signed-in reader: the server's page and most visitors never need it. */
const ReplyForm = lazyNamed(() => import('./ReplyForm'), (module) => module.ReplyForm);

const SIGN_IN_TO_REACT = 'Войдите, чтобы оценить';
const OWN_REVIEW = 'Вы не можете реагировать на собственный отзыв';

/** Who wrote it and when; the text as plain text (never HTML), keeping its line breaks. */
function Writing({ item, children }: { item: Thread | ThreadComment; children?: ReactNode }) {
  return (
    <Stack gap={1}>
      <div className={styles.meta}>
        <span className={styles.author}>{authorName(item.user)}</span>
        {item.user.staff && <Badge tone="green">Магазин</Badge>}
        <span title={item.createdAt}>{formatDate(item.createdAt)}</span>
        {children}
      </div>
      <p className={styles.text}>{item.text}</p>
    </Stack>
  );
}

/** A review or a question with its pictures, reactions, comments and a reply form for signed-in shoppers. */
export function ThreadCard({ thread, kind }: { thread: Thread; kind: FeedbackKind }) {
  const { user } = useSession();
  const refusal = (authorId: number, ownRefused: boolean) => (!user ? SIGN_IN_TO_REACT : ownRefused && authorId === user.id ? OWN_REVIEW : undefined);
  return (
    <article className={styles.card}>
      <Writing item={thread}>
        {'rating' in thread && <Stars rating={thread.rating} />}
        {!thread.published && <Badge tone="yellow">на модерации</Badge>}
      </Writing>
      {'images' in thread && thread.images.length > 0 && (
        <div className={styles.photos}>
          {thread.images.map((image) => (
            <img key={image} src={imageUrl(image)} alt="Фото покупателя" loading="lazy" />
          ))}
        </div>
      )}
      <ReactionButtons target={kind.target} id={thread.id} likes={thread.likes} dislikes={thread.dislikes} myReaction={thread.myReaction} refusal={refusal(thread.userId, kind.kind === 'review')} />
      {thread.comments.length > 0 && (
        <div className={styles.comments}>
          {thread.comments.map((comment) => (
            <div key={comment.id}>
              <Writing item={comment} />
              <ReactionButtons target={kind.commentTarget} id={comment.id} likes={comment.likes} dislikes={comment.dislikes} myReaction={comment.myReaction} refusal={refusal(comment.userId, false)} />
            </div>
          ))}
        </div>
      )}
      {user && (
        <Suspense fallback={null}>
          <ReplyForm kind={kind} threadId={thread.id} />
        </Suspense>
      )}
    </article>
  );
}
