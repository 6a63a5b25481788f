import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminReplaceSlidesDocument, AdminSlidesDocument, type AdminSlideFragment } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { PictureUploader } from '../../forms/pictures/PictureUploader';
import { useFirstErrorFocus } from '../../forms/use-first-error-focus';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { SlideEditor } from '../components/SlideEditor';
import { bannerUrls } from '../urls';
import { linkProblems, slidesInput, useSlideDraft } from './use-slide-draft';

/** `/admin/banners/update-banner`: the saved slides, loaded fresh, become the local list to edit. */
export function BannerUpdateView() {
  const { data, loading, error, refetch } = useQuery(AdminSlidesDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  return <BannerEditor saved={data.slides.rows} />;
}

/**
 * Adds slides (a picture each, uploaded at once), removes, moves, clears, then saves the whole
 * ordered list with one `replaceSlides`: «Баннер создан» for the first slides, «Баннер обновлён» after.
 * Leaving with unsaved changes asks first; a refused link gets the focus.
 */
function BannerEditor({ saved }: { saved: readonly AdminSlideFragment[] }) {
  const navigate = useNavigate();
  const draft = useSlideDraft(saved);
  const [replace, { loading: saving }] = useMutation(AdminReplaceSlidesDocument);
  // Links are checked once saving is tried, then as they are typed.
  const [checked, setChecked] = useState(false);
  const problems = checked ? linkProblems(draft.slides) : {};
  const guard = useUnsavedGuard(draft.slides);
  const { formRef, revealFirstError } = useFirstErrorFocus<HTMLDivElement>();

  const save = async () => {
    setChecked(true);
    if (Object.keys(linkProblems(draft.slides)).length) {
      revealFirstError();
      return;
    }
    try {
      await replace({ variables: { slides: slidesInput(draft.slides) } });
      notifySuccess(saved.length === 0 && draft.slides.length > 0 ? 'Баннер создан' : 'Баннер обновлён');
      guard.markSaved(draft.slides);
      navigate(bannerUrls.list);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="6" ref={formRef}>
      <ListHeading title="Изменение баннера" back={{ to: bannerUrls.list, label: 'Баннеры' }} />
      <SlideEditor slides={draft.slides} problems={problems} onLinkChange={draft.setLink} onMove={draft.move} onRemove={draft.remove} />
      <Stack gap="3" maxW="2xl">
        <PictureUploader label="Новые слайды" multiple onUploaded={draft.add} />
        <Button alignSelf="flex-start" size="sm" variant="ghost" colorPalette="red" disabled={!draft.slides.length} onClick={draft.clear}>
          Очистить всё
        </Button>
      </Stack>
      <HStack gap="3" pt="2">
        <Button onClick={() => void save()} loading={saving} loadingText="Сохранение…">
          Сохранить
        </Button>
        <Button asChild variant="outline">
          <Link to={bannerUrls.list}>Отмена</Link>
        </Button>
      </HStack>
      {guard.dialog}
    </Stack>
  );
}
