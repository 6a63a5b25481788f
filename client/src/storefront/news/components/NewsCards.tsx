import { formatDate, imageUrl } from '../../../shared/format/format';
import { Link } from '../../routing';
import { Heading, Text, linkClass } from '../../ui/Text';
import { newsUrls } from '../urls';
import styles from './NewsCards.module.css';

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
    <ul className={styles.grid}>
      {news.map((post) => (
        <li key={post.id} className={styles.card}>
          {post.image && <img className={styles.picture} src={imageUrl(post.image)} alt="" loading="lazy" />}
          <div className={styles.body}>
            <Text size="sm" tone="muted">
              {formatDate(post.createdAt)}
            </Text>
            <Heading as="h3" size="md" className={styles.title}>
              <Link to={newsUrls.post(post.url)} className={linkClass(true)}>
                {post.title}
              </Link>
            </Heading>
            <p className={styles.text}>{post.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
