import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';
import { AdminCampaignsDocument } from '../../../generated/admin/graphql';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { DataTable } from '../../dictionaries/components/DataTable';
import { EditDeleteActions } from '../../dictionaries/components/DictionaryTable';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { campaignsDictionary } from '../campaigns.dictionary';
import { useCampaignActions } from './use-campaign-actions';
import { useProgressPolling } from './use-progress-polling';

const { texts, urls, columns } = campaignsDictionary;

/**
 * `/admin/campaigns`: the newsletters newest first, each with its status and progress (asked again
 * every 5 s while one of the page is being sent), «Новая рассылка», and delete after confirmation.
 */
export function CampaignsListView() {
  const { page, offset, setPage } = useListParams();
  const query = useQuery(AdminCampaignsDocument, {
    variables: { limit: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data, loading, error, refetch, networkStatus } = query;
  const rows = data?.list.rows ?? [];
  const actions = useCampaignActions(() => refetch());

  useProgressPolling(rows.some((campaign) => campaign.status === 'sending'), query);
  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading
        title={texts.title}
        refreshing={loading && !!data && networkStatus !== NetworkStatus.poll}
        actions={
          <Button asChild>
            <Link to={urls.create}>{texts.addButton}</Link>
          </Button>
        }
      />
      <ListResults query={{ data, loading, error, refetch }} total={data?.list.length ?? 0} rowCount={rows.length} empty={texts.empty} page={page} onPageChange={setPage}>
        <DataTable
          caption={texts.title}
          columns={columns}
          rows={rows}
          actions={(campaign) => (
            <EditDeleteActions
              name={campaign.subject}
              editUrl={urls.edit(campaign.id)}
              editLabel={campaign.status === 'draft' ? 'Изменить' : 'Открыть'}
              onDelete={() => actions.askDelete(campaign)}
            />
          )}
        />
      </ListResults>
      <ConfirmDeleteDialog {...actions.deleteDialog} />
    </Stack>
  );
}
