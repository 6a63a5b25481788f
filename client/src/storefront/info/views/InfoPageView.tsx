import { PageTitle } from '../../../shared/components/PageTitle';
import { InfoArticle } from '../components/InfoArticle';
import { infoPages } from '../info-pages';
import type { InfoPageKey } from '../urls';

export function InfoPageView({ page }: { page: InfoPageKey }) {
  const content = infoPages[page];
  return (
    <>
      <PageTitle title={content.title} />
      <InfoArticle page={content} />
    </>
  );
}
