import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { AdminExchangeQuery } from '../../../generated/admin/graphql';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { countsText, runKinds, runOutcomes } from '../exchange-labels';
import { formatDateTime } from '../../../shared/format/format';

type Run = AdminExchangeQuery['exchangeOverview']['runs'][number];

function OutcomeBadge({ outcome }: { outcome: string }) {
  const known = runOutcomes[outcome] ?? { label: outcome, palette: 'gray' };
  return <Badge colorPalette={known.palette}>{known.label}</Badge>;
}

const columns: Column<Run>[] = [
  { header: 'Когда', cell: (run) => formatDateTime(run.at) },
  { header: 'Кто', cell: (run) => run.user?.email ?? '—' },
  { header: 'Что', cell: (run) => runKinds[run.kind] ?? run.kind },
  { header: 'Файл', cell: (run) => run.filename || '—' },
  { header: 'Результат', cell: (run) => <OutcomeBadge outcome={run.outcome} /> },
  { header: 'Сделано', cell: (run) => countsText(run.counts as Record<string, unknown>) },
  {
    header: 'Сообщение',
    cell: (run) => (
      <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word" maxW="md">
        {run.message || '—'}
      </Text>
    ),
  },
];

/** The last exchanges with 1C / МойСклад, newest first: when, who, what, and how it ended. */
export function ExchangeRunsTable({ runs }: { runs: Run[] }) {
  if (!runs.length) return <Text color="fg.muted">Обменов с 1С и МойСклад ещё не было.</Text>;
  return <DataTable caption="Последние обмены" columns={columns} rows={runs} />;
}
