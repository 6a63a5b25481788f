import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';
import { AdminSlidesDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { Panel } from '../../checkouts/components/Panel';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { SlideList } from '../components/SlideList';
import { bannerUrls } from '../urls';
import { AdvertisementView } from './AdvertisementView';

/** `/admin/banners`: the home page's slides in their order («Изменить слайды» opens the editor) and the advertisement text. */
export function BannersView() {
  const { data, loading, error, refetch } = useQuery(AdminSlidesDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  return (
    <Stack gap="5">
      <ListHeading
        title="Баннеры"
        refreshing={loading && !!data}
        actions={
          <Button asChild>
            <Link to={bannerUrls.update}>Изменить слайды</Link>
          </Button>
        }
      />
      <Panel title="Слайды">
        {data ? (
          <SlideList slides={data.slides.rows} />
        ) : error ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (
          <PageLoader />
        )}
      </Panel>
      <AdvertisementView />
    </Stack>
  );
}
