import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, RefObject } from 'react';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { Panel } from '../../checkouts/components/Panel';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { SaveButtons } from '../../forms/SaveButtons';
import { parcelFields, SHOP_PARCEL, type ParcelField, type ProductDraft, type VariantField } from '../product-form';
import type { ProductChoices } from '../views/use-product-choices';
import { ChoiceGroupField } from './ChoiceGroupField';
import { ImagesField } from './ImagesField';
import { ParcelFields } from './ParcelFields';
import { VariantsTable } from './VariantsTable';

export interface ProductFormProps {
  draft: ProductDraft;
  errors: FieldErrors;
  choices: ProductChoices;
  onChange: <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => void;
  onVariantChange: (index: number, field: VariantField, value: string | string[]) => void;
  onAddVariant: () => void;
  onRemoveVariant: (index: number) => void;
  /** `stay`: «Сохранить и остаться» was pressed. */
  onSubmit: (stay: boolean) => void;
  saving: boolean;
  cancelUrl: string;
  /** Where the first invalid field is looked for after a refused save. */
  formRef?: RefObject<HTMLFormElement | null>;
}

const shopParcel = Object.fromEntries(parcelFields.map((field) => [field, String(SHOP_PARCEL[field])])) as Record<ParcelField, string>;

/** The product's fields by panels: the main ones, pictures, the category's parameters, tags, colors and sizes, the parcel, the variants. */
export function ProductForm({ draft, errors, choices, onChange, onVariantChange, onAddVariant, onRemoveVariant, onSubmit, saving, cancelUrl, formRef }: ProductFormProps) {
  const category = choices.categories.find((option) => option.value === draft.categoryId);
  // A variant's empty weight or side is the product's, and the product's empty one the shop's.
  const parcelDefaults = Object.fromEntries(parcelFields.map((field) => [field, draft[field].trim() || shopParcel[field]])) as Record<ParcelField, string>;
  const submit = (stay: boolean) => {
    if (!saving && !choices.loading) onSubmit(stay);
  };
  return (
    <form
      ref={formRef}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(false);
      }}
      noValidate
    >
      <Stack gap="5" maxW="6xl">
        <Panel title="Основное">
          <Stack gap="4" maxW="2xl">
            <TextField label="Название" required value={draft.name} onChange={(value) => onChange('name', value)} error={errors.name} />
            <TextField
              label="Адрес (URL)"
              placeholder="например, plate-letnee"
              helper="Адрес страницы товара на витрине: латинские буквы, цифры и дефисы. Пустое поле — адрес составится из названия."
              value={draft.url}
              onChange={(value) => onChange('url', value)}
              error={errors.url}
            />
            <TextField label="Описание" multiline value={draft.desc} onChange={(value) => onChange('desc', value)} error={errors.desc} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField label="Категория" required emptyLabel="Выберите категорию" options={choices.categories} loading={choices.loading} value={draft.categoryId} onChange={(value) => onChange('categoryId', value)} error={errors.categoryId} />
              <SelectField label="Бренд" emptyLabel="Без бренда" options={choices.brands} loading={choices.loading} value={draft.brandId} onChange={(value) => onChange('brandId', value)} error={errors.brandId} />
            </SimpleGrid>
            <CheckboxField label="В продаже" helper="Снятый с продажи товар покупатели не видят." checked={draft.available} onChange={(value) => onChange('available', value)} error={errors.available} />
          </Stack>
        </Panel>
        <Panel title="Фото товара">
          <ImagesField label="Фото товара" images={draft.images} onChange={(images) => onChange('images', images)} error={errors.images} />
        </Panel>
        <Panel title="Параметры">
          <Stack gap="4" maxW="2xl">
            {!category && !choices.loading && <Text color="fg.muted">Выберите категорию: параметры у каждой свои.</Text>}
            {category?.parameters.length === 0 && <Text color="fg.muted">У этой категории нет параметров.</Text>}
            {category?.parameters.map((name) => (
              <TextField key={name} label={name} value={draft.parameters[name] ?? ''} onChange={(value) => onChange('parameters', { ...draft.parameters, [name]: value })} />
            ))}
            {errors.parameters && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.parameters}
              </Text>
            )}
          </Stack>
        </Panel>
        <Panel title="Теги, цвета и размеры">
          <Stack gap="4">
            <ChoiceGroupField label="Теги" empty="Тегов пока нет." options={choices.tags} values={draft.tagIds} onChange={(values) => onChange('tagIds', values)} error={errors.tagIds} />
            <ChoiceGroupField
              label="Цвета"
              helper="Цвета вариантов добавятся к товару сами."
              empty="Цветов пока нет."
              options={choices.colors}
              values={draft.colorIds}
              onChange={(values) => onChange('colorIds', values)}
              error={errors.colorIds}
            />
            <ChoiceGroupField
              label="Размеры"
              helper="Размеры вариантов добавятся к товару сами."
              empty="Размеров пока нет."
              options={choices.sizes}
              values={draft.sizeIds}
              onChange={(values) => onChange('sizeIds', values)}
              error={errors.sizeIds}
            />
          </Stack>
        </Panel>
        <Panel title="Вес и габариты">
          <ParcelFields
            values={draft}
            placeholders={shopParcel}
            onChange={(field, value) => onChange(field, value)}
            errors={errors}
            helper="Посылка с одной штукой товара, для расчёта доставки СДЭК; у вариантов без своих — эти. Пустое поле — по умолчанию магазина: 500 г, 30×20×10 см."
          />
        </Panel>
        <Panel title="Варианты">
          <VariantsTable
            variants={draft.productVariants}
            sizes={choices.sizes}
            colors={choices.colors}
            errors={errors}
            onChange={onVariantChange}
            onAdd={onAddVariant}
            onRemove={onRemoveVariant}
            parcelDefaults={parcelDefaults}
          />
        </Panel>
        {Object.keys(errors).length > 0 && (
          <Text role="alert" color="fg.error">
            {errors._ ?? 'Исправьте отмеченные поля.'}
          </Text>
        )}
        {/* The category's parameter names come with the choices: saving before them would drop the values. */}
        <SaveButtons saving={saving} disabled={choices.loading} onSaveAndStay={() => submit(true)} cancelUrl={cancelUrl} />
      </Stack>
    </form>
  );
}
