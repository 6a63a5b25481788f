import { useQuery } from '@apollo/client/react';
import { SearchCorrectionDocument } from '../../../generated/search/graphql';
import { catalogUrls } from '../../catalog/urls';
import { Link } from '../../routing';
import { Text, linkClass } from '../../ui/Text';

/** «Возможно, вы искали: кроссовки» under a search whose words the shop does not know (CONTRACT §19). */
export function SearchCorrection({ query }: { query: string }) {
  const { data } = useQuery(SearchCorrectionDocument, { variables: { q: query } });
  const correction = data?.searchCorrection;
  if (!correction) return null;
  return (
    <Text>
      Возможно, вы искали:{' '}
      <Link to={catalogUrls.search(correction)} className={linkClass(true)}>
        {correction}
      </Link>
    </Text>
  );
}
