import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPromotionDocument, CreatePromotionDocument, UpdatePromotionDocument, type AdminPromotionFragment, type PromotionInput } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorCode, fieldErrors } from '../../../shared/errors/error-message';
import { formatPrice, pluralRu } from '../../../shared/format/format';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { useFormSave } from '../../forms/use-form-save';
import { PromotionForm } from '../components/PromotionForm';
import { PromotionStateBadge } from '../components/PromotionStateBadge';
import { checkPromotion, describePromotion, draftToInput, emptyPromotion, promotionToDraft, rebasePromotion, type PromotionDraft } from '../promotion-form';
import { promotionState } from '../promotion-words';
import { promotionUrls } from '../urls';
import { ProductsPicker } from './ProductsPicker';
import { usePromotionChoices } from './use-promotion-choices';
import { usePromotionDelete } from './use-promotion-delete';

const back = { to: promotionUrls.list, label: 'Акции' };

/** `/admin/promotions/create`: a new promotion or code; «Акция создана», then the list. */
export function PromotionCreateView() {
  const [create, { loading }] = useMutation(CreatePromotionDocument);
  return <PromotionFormScreen title="Новая акция" initial={emptyPromotion()} saving={loading} notice="Акция создана" save={async (input) => (await create({ variables: { input } })).data?.saved} />;
}

/** `/admin/promotions/:id`: the promotion by the id in the address, with how much it was used; «Акция изменена», or «Удалить». */
export function PromotionEditView() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AdminPromotionDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(UpdatePromotionDocument);
  const deletion = usePromotionDelete(() => navigate(promotionUrls.list));

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <ListHeading title="Акция не найдена" back={back} />
        <Text>Возможно, её уже удалили.</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const promotion = data.record;
  return (
    <>
      <PromotionFormScreen
        key={promotion.id}
        title={`Акция «${promotion.name}»`}
        summary={<PromotionSummary promotion={promotion} />}
        initial={promotionToDraft(promotion)}
        editing
        saving={saving}
        notice="Акция изменена"
        save={async (input) => (await update({ variables: { id, input } })).data?.saved}
        actions={
          <Button variant="outline" colorPalette="red" onClick={() => deletion.ask(promotion)}>
            Удалить
          </Button>
        }
      />
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}

/** «Действует · Применена в 3 заказах, скидка 1 500 ₽». */
function PromotionSummary({ promotion }: { promotion: AdminPromotionFragment }) {
  const [now] = useState(Date.now);
  return (
    <HStack gap="3" wrap="wrap">
      <PromotionStateBadge state={promotionState(promotion, now)} />
      <Text color="fg.muted">
        {promotion.used
          ? `Применена в ${promotion.used} ${pluralRu(promotion.used, ['заказе', 'заказах', 'заказах'])}, скидка ${formatPrice(promotion.discountTotal)}`
          : 'Ещё не применялась'}
      </Text>
    </HStack>
  );
}

interface PromotionFormScreenProps {
  title: string;
  /** Under the heading: the state and the usage of one already saved. */
  summary?: ReactNode;
  initial: PromotionDraft;
  /** An existing promotion: «Сохранить и остаться» keeps its page; a new one goes to its page. */
  editing?: boolean;
  saving: boolean;
  notice: string;
  /** Answers the promotion as saved. */
  save: (input: PromotionInput) => Promise<AdminPromotionFragment | undefined>;
  actions?: ReactNode;
}

/** The promotion's form with its category and brand choices and the product picker; saving as every record form saves (`useFormSave`). */
function PromotionFormScreen({ title, summary, initial, editing = false, saving, notice, save, actions }: PromotionFormScreenProps) {
  const choices = usePromotionChoices();
  const form = useFormSave({
    initial,
    editing,
    notice,
    urls: promotionUrls,
    check: checkPromotion,
    toInput: draftToInput,
    toDraft: promotionToDraft,
    save,
    reasons: fieldErrors,
    stale: { describe: describePromotion, rebase: rebasePromotion },
  });
  const { draft, errors } = form;

  const change = <K extends keyof PromotionDraft>(field: K, value: PromotionDraft[K]) => {
    form.setDraft((current) => ({ ...current, [field]: value }));
    form.forget((key) => key === field);
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <ListHeading title={title} back={back} actions={actions} />
        {summary}
      </Stack>
      {form.staleNotice}
      <PromotionForm
        draft={draft}
        errors={errors}
        categories={choices.categories}
        brands={choices.brands}
        onChange={change}
        products={<ProductsPicker values={draft.productIds} onChange={(values) => change('productIds', values)} error={errors.productIds} />}
        onSubmit={form.submit}
        saving={saving}
        cancelUrl={promotionUrls.list}
        formRef={form.formRef}
      />
      {form.guard.dialog}
    </Stack>
  );
}
