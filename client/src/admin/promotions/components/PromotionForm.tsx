import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { PromotionKind } from '../../../generated/admin/graphql';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { Panel } from '../../checkouts/components/Panel';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import { TextField } from '../../dictionaries/components/fields/TextField';
import type { SelectOption } from '../../dictionaries/dictionary';
import { tidyAmountText } from '../../dictionaries/form-values';
import { SaveButtons } from '../../forms/SaveButtons';
import { ChoiceGroupField } from '../../products/components/ChoiceGroupField';
import type { PromotionDraft } from '../promotion-form';
import { kindOptions } from '../promotion-words';
import { DateTimeField } from './DateTimeField';

export interface PromotionFormProps {
  draft: PromotionDraft;
  errors: FieldErrors;
  categories: SelectOption[];
  brands: SelectOption[];
  onChange: <K extends keyof PromotionDraft>(field: K, value: PromotionDraft[K]) => void;
  /** The products' field, which searches as it is typed in. */
  products: ReactNode;
  /** `stay`: «Сохранить и остаться» was pressed. */
  onSubmit: (stay: boolean) => void;
  saving: boolean;
  cancelUrl: string;
  /** Where the first invalid field is looked for after a refused save. */
  formRef?: RefObject<HTMLFormElement | null>;
}

const valueLabels: Record<Exclude<PromotionKind, 'free_delivery'>, string> = { percent: 'Скидка, %', fixed: 'Скидка, ₽' };

/** The promotion's fields by panels: what it is called and whether it acts, what it gives, on what, when and how often. */
export function PromotionForm({ draft, errors, categories, brands, onChange, products, onSubmit, saving, cancelUrl, formRef }: PromotionFormProps) {
  const submit = (stay: boolean) => {
    if (!saving) onSubmit(stay);
  };
  const amount = (field: 'value' | 'minOrderAmount') => ({
    value: draft[field],
    onChange: (value: string) => onChange(field, value),
    onBlur: () => tidyAmountText(draft[field]) !== draft[field] && onChange(field, tidyAmountText(draft[field])),
    inputMode: 'decimal' as const,
    error: errors[field],
  });
  const whole = (field: 'usageLimit' | 'perCustomerLimit') => ({ value: draft[field], onChange: (value: string) => onChange(field, value), inputMode: 'numeric' as const, error: errors[field] });
  return (
    <form
      ref={formRef}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(false);
      }}
      noValidate
    >
      <Stack gap="5" maxW="4xl">
        <Panel title="Основное">
          <Stack gap="4" maxW="2xl">
            <TextField label="Название" required helper="Его видят покупатели в корзине." value={draft.name} onChange={(value) => onChange('name', value)} error={errors.name} />
            <TextField
              label="Промокод"
              placeholder="например, LETO10"
              helper="Пусто — скидка применяется сама, без промокода"
              value={draft.code}
              onChange={(value) => onChange('code', value)}
              error={errors.code}
            />
            <CheckboxField label="Действует" helper="Выключенная акция не применяется." checked={draft.active} onChange={(value) => onChange('active', value)} error={errors.active} />
          </Stack>
        </Panel>
        <Panel title="Скидка">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <SelectField label="Вид скидки" required options={kindOptions} value={draft.kind} onChange={(value) => onChange('kind', value as PromotionKind)} error={errors.kind} />
            {draft.kind !== 'free_delivery' && <TextField label={valueLabels[draft.kind]} required {...amount('value')} />}
            <TextField label="Минимальная сумма заказа, ₽" helper="Сумма товаров в корзине; пусто — любая." {...amount('minOrderAmount')} />
          </SimpleGrid>
        </Panel>
        <Panel title="На какие товары">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Ничего не выбрано — на все товары. Категория — вместе с подкатегориями.
            </Text>
            <ChoiceGroupField label="Категории" empty="Категорий пока нет." options={categories} values={draft.categoryIds} onChange={(values) => onChange('categoryIds', values)} error={errors.categoryIds} />
            <ChoiceGroupField label="Бренды" empty="Брендов пока нет." options={brands} values={draft.brandIds} onChange={(values) => onChange('brandIds', values)} error={errors.brandIds} />
            {products}
          </Stack>
        </Panel>
        <Panel title="Срок и ограничения">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DateTimeField label="Начало действия" helper="По московскому времени; пусто — сразу." value={draft.startsAt} onChange={(value) => onChange('startsAt', value)} error={errors.startsAt} />
              <DateTimeField label="Конец действия" helper="По московскому времени; пусто — бессрочно." value={draft.endsAt} onChange={(value) => onChange('endsAt', value)} error={errors.endsAt} />
              <TextField label="Сколько заказов всего" helper="Пусто — без ограничения." {...whole('usageLimit')} />
              <TextField label="Сколько заказов одного покупателя" helper="Пусто — без ограничения." {...whole('perCustomerLimit')} />
            </SimpleGrid>
            <CheckboxField label="Только на первый заказ покупателя" checked={draft.firstOrderOnly} onChange={(value) => onChange('firstOrderOnly', value)} error={errors.firstOrderOnly} />
          </Stack>
        </Panel>
        {Object.keys(errors).length > 0 && (
          <Text role="alert" color="fg.error">
            {errors._ ?? 'Исправьте отмеченные поля.'}
          </Text>
        )}
        <SaveButtons saving={saving} onSaveAndStay={() => submit(true)} cancelUrl={cancelUrl} />
      </Stack>
    </form>
  );
}
