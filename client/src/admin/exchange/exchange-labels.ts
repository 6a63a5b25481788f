/** The Russian words of the exchange log: what ran, how it ended, what it did. */

export const runKinds: Record<string, string> = {
  'catalog-import': 'Каталог (import.xml)',
  'offers-import': 'Предложения (offers.xml)',
  'sale-query': 'Заказы: выгрузка',
  'sale-success': 'Заказы: подтверждение',
  'sale-file': 'Заказы: статусы из 1С',
};

export const runOutcomes: Record<string, { label: string; palette: string }> = {
  success: { label: 'Успешно', palette: 'green' },
  progress: { label: 'Частично, продолжение', palette: 'orange' },
  failure: { label: 'Ошибка', palette: 'red' },
};

const countLabels: Record<string, string> = {
  categoriesCreated: 'создано категорий',
  categoriesUpdated: 'обновлено категорий',
  productsCreated: 'создано товаров',
  productsUpdated: 'обновлено товаров',
  productsHidden: 'снято с продажи товаров',
  variantsCreated: 'создано вариантов',
  variantsUpdated: 'обновлено вариантов',
  variantsEmptied: 'обнулён остаток вариантов',
  ordersSent: 'выгружено заказов',
  ordersMarked: 'подтверждено заказов',
  returnsSent: 'выгружено возвратов',
  returnsMarked: 'подтверждено возвратов',
  ordersMoved: 'изменён статус заказов',
  ordersRefused: 'отклонено документов',
  warnings: 'предупреждений',
};

/** `{ productsCreated: 2, warnings: 1 }` → «создано товаров: 2, предупреждений: 1»; nothing done → «—». */
export function countsText(counts: Record<string, unknown>): string {
  const parts = Object.entries(counts).map(([key, n]) => `${countLabels[key] ?? 'прочее'}: ${String(n)}`);
  return parts.length ? parts.join(', ') : '—';
}
