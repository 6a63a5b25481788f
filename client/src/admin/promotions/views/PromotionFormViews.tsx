import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPromotionDocument, CreatePromotionDocument, UpdatePromotionDocument, type AdminPromotionFragment, type PromotionInput } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorStatus, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { formatPrice, pluralRu } from '../../../shared/format/format';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { useFirstErrorFocus } from '../../forms/use-first-error-focus';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { PromotionForm } from '../components/PromotionForm';
import { PromotionStateBadge } from '../components/PromotionStateBadge';
import { checkPromotion, draftToInput, emptyPromotion, promotionToDraft, type PromotionDraft } from '../promotion-form';
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

  if (!validId || (error && errorStatus(error) === 404)) {
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

/**
 * Holds the form: checks before sending, saves, shows the notice and puts the server's reasons under
 * their fields (the first focused; a taken code under «Промокод»); then the list, or with
 * «Сохранить и остаться» the promotion's own page. Leaving with unsaved changes asks first.
 */
function PromotionFormScreen({ title, summary, initial, editing = false, saving, notice, save, actions }: PromotionFormScreenProps) {
  const navigate = useNavigate();
  const choices = usePromotionChoices();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const guard = useUnsavedGuard(draft);
  const { formRef, revealFirstError } = useFirstErrorFocus();
  const refuse = (problems: FieldErrors) => {
    setErrors(problems);
    revealFirstError();
  };

  const change = <K extends keyof PromotionDraft>(field: K, value: PromotionDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, _: _general, ...rest }) => rest);
  };

  const submit = async (stay: boolean) => {
    const problems = checkPromotion(draft);
    if (Object.keys(problems).length) {
      refuse(problems);
      return;
    }
    setErrors({});
    try {
      const saved = await save(draftToInput(draft));
      notifySuccess(notice);
      guard.markSaved(draft);
      if (!stay || !saved) navigate(promotionUrls.list);
      else if (!editing) navigate(promotionUrls.edit(saved.id));
      else {
        const reloaded = promotionToDraft(saved);
        setDraft(reloaded);
        guard.markSaved(reloaded);
      }
    } catch (failure) {
      refuse(fieldErrors(failure));
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <ListHeading title={title} back={back} actions={actions} />
        {summary}
      </Stack>
      <PromotionForm
        draft={draft}
        errors={errors}
        categories={choices.categories}
        brands={choices.brands}
        onChange={change}
        products={<ProductsPicker values={draft.productIds} onChange={(values) => change('productIds', values)} error={errors.productIds} />}
        onSubmit={(stay) => void submit(stay)}
        saving={saving}
        cancelUrl={promotionUrls.list}
        formRef={formRef}
      />
      {guard.dialog}
    </Stack>
  );
}
