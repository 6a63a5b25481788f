import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { List } from '@chakra-ui/react/list';
import { Portal } from '@chakra-ui/react/portal';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { priceJumps, type PriceChange } from '../price-jump';
import type { FieldChanges, ImportPreview as Preview, ProductChange, VariantChange } from '../spreadsheet';
import type { ImportProgressState } from '../views/use-spreadsheets';
import { changeLines } from './import-change-text';
import { PriceJumpDialog } from './PriceJumpDialog';

export interface ImportPreviewProps {
  /** What the chosen file would change; the dialog is open while there is one. */
  preview: Preview | null;
  /** The writing under way, after «Применить изменения». */
  progress: ImportProgressState | null;
  onApply: () => void;
  onCancel: () => void;
}

const actionBadges = {
  create: { label: 'новый', palette: 'green' },
  update: { label: 'изменён', palette: 'blue' },
  delete: { label: 'удалён', palette: 'red' },
} as const;

function ActionBadge({ action }: { action: ProductChange['action'] | VariantChange['action'] }) {
  const { label, palette } = actionBadges[action];
  return <Badge colorPalette={palette}>{label}</Badge>;
}

function Changes({ fields, created }: { fields: FieldChanges; created: boolean }) {
  const lines = changeLines(fields, created);
  if (!lines.length) return null;
  return (
    <List.Root gap="0.5" ps="4">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List.Root>
  );
}

const amount = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** A changed variant's prices that change more than three times (price-jump.ts); a new variant has nothing to compare with. */
function variantJumps(variant: VariantChange): PriceChange[] {
  if (variant.action !== 'update') return [];
  return priceJumps(
    (['price', 'oldPrice'] as const).filter((field) => variant.fields[field]).map((field) => ({ field, before: amount(variant.fields[field][0]), after: amount(variant.fields[field][1]), name: variant.sku })),
  );
}

/** Every price of the file that changes more than three times, in the preview's order. */
const previewJumps = (preview: Preview | null): PriceChange[] => (preview?.changes ?? []).flatMap((change) => change.variants.flatMap(variantJumps));

/** A product's row with its changed fields, then a row for each of its changed variants; a price that changes more than three times is marked. */
function ProductRows({ change }: { change: ProductChange }) {
  return (
    <>
      <Table.Row>
        <Table.Cell>{change.row}</Table.Cell>
        <Table.Cell>
          <Stack gap="0.5" align="flex-start">
            <Text fontWeight="semibold">{change.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {change.url}
            </Text>
            <ActionBadge action={change.action} />
          </Stack>
        </Table.Cell>
        <Table.Cell>
          <Changes fields={change.fields} created={change.action === 'create'} />
        </Table.Cell>
      </Table.Row>
      {change.variants.map((variant) => (
        <Table.Row key={variant.sku} data-price-jump={variantJumps(variant).length > 0 ? '' : undefined}>
          <Table.Cell />
          <Table.Cell ps="6">
            <Stack gap="0.5" align="flex-start">
              <Text>Вариант {variant.sku}</Text>
              <ActionBadge action={variant.action} />
              {variantJumps(variant).length > 0 && <Badge colorPalette="orange">Цена меняется больше чем в 3 раза</Badge>}
            </Stack>
          </Table.Cell>
          <Table.Cell>
            <Changes fields={variant.fields} created={variant.action === 'create'} />
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

function WritingProgress({ done, total }: ImportProgressState) {
  return (
    <Progress.Root value={done} max={Math.max(total, 1)} aria-label="Запись изменений">
      <Progress.Label mb="2">
        Записано {done} из {total}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/**
 * What a chosen spreadsheet would change, before anything is written: the counts, then each
 * product that changes with its changed fields (its variants under it). «Применить изменения»
 * writes it and shows the writing's progress; «Отмена» leaves the catalogue as it is. Prices that
 * change more than three times are marked, and applying asks once, listing them, before writing.
 */
export function ImportPreview({ preview, progress, onApply, onCancel }: ImportPreviewProps) {
  const applying = progress !== null;
  const changes = preview?.changes ?? [];
  const jumps = previewJumps(preview);
  const [asking, setAsking] = useState(false);
  const apply = () => (jumps.length > 0 ? setAsking(true) : onApply());
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(details) => !details.open && !applying && onCancel()} lazyMount unmountOnExit placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Загрузка из Excel</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {preview && (
                  <Text fontWeight="semibold">
                    Будет создано: {preview.created}, изменено: {preview.updated}, без изменений: {preview.unchanged}
                  </Text>
                )}
                {changes.length === 0 ? (
                  <Text>Изменений нет — файл совпадает с каталогом.</Text>
                ) : (
                  <Table.ScrollArea borderWidth="1px" borderRadius="l2">
                    <Table.Root size="sm" aria-label="Изменения из файла">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Строка</Table.ColumnHeader>
                          <Table.ColumnHeader>Товар</Table.ColumnHeader>
                          <Table.ColumnHeader>Что изменится</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {changes.map((change) => (
                          <ProductRows key={change.url} change={change} />
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                )}
                {progress && <WritingProgress {...progress} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {changes.length === 0 ? (
                <Button onClick={onCancel}>Закрыть</Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onCancel} disabled={applying}>
                    Отмена
                  </Button>
                  <Button onClick={apply} loading={applying} loadingText="Запись…">
                    Применить изменения
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <PriceJumpDialog
        jumps={asking ? jumps : []}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onApply();
        }}
      />
    </Dialog.Root>
  );
}
