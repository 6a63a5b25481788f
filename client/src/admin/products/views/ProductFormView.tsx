import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AdminCreateProductDocument,
  AdminProductDocument,
  AdminUpdateProductDocument,
  type AdminProductRecordFragment,
  type ProductInput,
} from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { productUrls as shopProductUrls } from '../../../shared/catalog/product-urls';
import { StockHistory } from '../components/StockHistory';
import { WaitingForStock } from '../components/WaitingForStock';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { useFormSave } from '../../forms/use-form-save';
import { PriceJumpDialog } from '../components/PriceJumpDialog';
import { ProductForm } from '../components/ProductForm';
import { priceJumps, type PriceChange } from '../price-jump';
import { checkProduct, describeProduct, draftToInput, emptyProduct, emptyVariant, productErrors, productToDraft, rebaseProduct, variantPriceChanges, type ProductDraft, type VariantDraft, type VariantField } from '../product-form';
import { productUrls } from '../urls';
import { useProductChoices } from './use-product-choices';
import { useProductDelete } from './use-product-delete';

const back = { to: productUrls.list, label: 'Товары' };

/** `/admin/products/create-product`: a new product with its variants; «Товар создан», then the list. */
export function ProductCreateView() {
  const [create, { loading }] = useMutation(AdminCreateProductDocument);
  return (
    <ProductFormScreen title="Новый товар" initial={emptyProduct()} saving={loading} notice="Товар создан" save={async (input) => (await create({ variables: { input } })).data?.saved} />
  );
}

/** `/admin/products/:id`: the product by the id in the address; «Товар обновлён», or «Удалить товар». */
export function ProductEditView() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AdminProductDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(AdminUpdateProductDocument);
  const deletion = useProductDelete(() => navigate(productUrls.list));

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <ListHeading title="Товар не найден" back={back} />
        <Text>Возможно, его уже удалили.</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const product = data.record;
  return (
    <>
      <ProductFormScreen
        key={product.id}
        title={`Товар «${product.name}»`}
        initial={productToDraft(product)}
        editing
        saving={saving}
        notice="Товар обновлён"
        save={async (input) => (await update({ variables: { id, input } })).data?.saved}
        actions={
          <>
            <Link href={shopProductUrls.product(product.url)} target="_blank" rel="noopener noreferrer">
              Открыть на витрине
            </Link>
            <Button variant="outline" colorPalette="red" onClick={() => deletion.ask(product)}>
              Удалить товар
            </Button>
          </>
        }
      />
      <WaitingForStock productId={product.id} />
      <StockHistory productId={product.id} />
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}

interface ProductFormScreenProps {
  title: string;
  initial: ProductDraft;
  /** An existing product: «Сохранить и остаться» keeps its page; a new one goes to its page. */
  editing?: boolean;
  saving: boolean;
  notice: string;
  /** Answers the product as saved. */
  save: (input: ProductInput) => Promise<AdminProductRecordFragment | undefined>;
  actions?: ReactNode;
}

/** The product's form with its variants and choices; saving as every record form saves (`useFormSave`). */
function ProductFormScreen({ title, initial, editing = false, saving, notice, save, actions }: ProductFormScreenProps) {
  const choices = useProductChoices();
  const parameterNames = (draft: ProductDraft) => choices.categories.find((category) => category.value === draft.categoryId)?.parameters ?? [];
  const form = useFormSave({
    initial,
    editing,
    notice,
    urls: productUrls,
    check: checkProduct,
    toInput: (draft: ProductDraft) => draftToInput(draft, parameterNames(draft)),
    toDraft: productToDraft,
    save,
    reasons: productErrors,
    stale: { describe: describeProduct, rebase: rebaseProduct },
  });
  const { draft, errors, forget } = form;
  // A price more than three times or below a third of the saved one is saved only when the manager confirms it.
  const [asking, setAsking] = useState<{ stay: boolean; jumps: PriceChange[] } | null>(null);
  const submit = (stay: boolean) => {
    const jumps = Object.keys(checkProduct(draft)).length ? [] : priceJumps(variantPriceChanges(initial, draft));
    if (jumps.length) setAsking({ stay, jumps });
    else form.submit(stay);
  };
  const changeVariants = (change: (variants: VariantDraft[]) => VariantDraft[]) => form.setDraft((current) => ({ ...current, productVariants: change(current.productVariants) }));

  const change = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    form.setDraft((current) => ({ ...current, [field]: value }));
    forget((key) => key === field);
  };
  const changeVariant = (index: number, field: VariantField, value: string | string[]) => {
    changeVariants((variants) => variants.map((variant, i) => (i === index ? { ...variant, [field]: value } : variant)));
    forget((key) => key === `productVariants.${index}.${field}` || key === 'productVariants');
  };
  // Rows after a removed one move up, so the reasons by row number no longer fit: they go.
  const removeVariant = (index: number) => {
    changeVariants((variants) => variants.filter((_, i) => i !== index));
    forget((key) => key.startsWith('productVariants'));
  };

  return (
    <Stack gap="6">
      <ListHeading title={title} back={back} actions={actions} />
      {form.staleNotice}
      <ProductForm
        draft={draft}
        errors={errors}
        choices={choices}
        onChange={change}
        onVariantChange={changeVariant}
        onAddVariant={() => changeVariants((variants) => [...variants, emptyVariant()])}
        onRemoveVariant={removeVariant}
        onSubmit={submit}
        saving={saving}
        cancelUrl={productUrls.list}
        formRef={form.formRef}
      />
      {form.guard.dialog}
      <PriceJumpDialog
        jumps={asking?.jumps ?? []}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) form.submit(asking.stay);
          setAsking(null);
        }}
      />
    </Stack>
  );
}
