import { createElement, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, STALE_MESSAGE, staleCurrent, type FieldErrors } from '../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notices';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useUnsavedGuard } from './use-unsaved-guard';
import { StaleNotice } from './StaleNotice';

export interface FormSaveOptions<Draft, Input, Saved extends { id: number }> {
  initial: Draft;
  /** An existing record: «Сохранить и остаться» keeps its page; a new one goes to its page. */
  editing: boolean;
  notice: string;
  urls: { list: string; edit: (id: number) => string };
  /** The form's own checks before sending: reasons by field. */
  check: (draft: Draft) => FieldErrors;
  toInput: (draft: Draft) => Input;
  /** The record as saved, back into the form (new rows get their ids, so the next save updates them). */
  toDraft: (saved: Saved) => Draft;
  /** Answers the record as saved. */
  save: (input: Input) => Promise<Saved | undefined>;
  /** The server's reasons by field. */
  reasons: (failure: unknown) => FieldErrors;
  /**
   * A record edited by two people (CONTRACT §17): its values now, as lines to read, and the draft
   * kept as typed but based on the record now (its versions), for «Оставить мои».
   */
  stale?: { describe: (current: Saved) => string[]; rebase: (draft: Draft, current: Saved) => Draft };
}

/**
 * What a back-office record form does around its fields: checks before sending, saves, shows the
 * notice and puts the server's reasons under their fields (the first focused); then the list, or
 * with «Сохранить и остаться» the record's own page. Leaving with unsaved changes asks first
 * (render `guard.dialog`; put `formRef` on the form).
 */
export function useFormSave<Draft, Input, Saved extends { id: number }>(options: FormSaveOptions<Draft, Input, Saved>) {
  const { initial, editing, notice, urls, check, toInput, toDraft, save, reasons, stale: staleOptions } = options;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The record as it is now, after a save met a newer version of it.
  const [stale, setStale] = useState<Saved | null>(null);
  const guard = useUnsavedGuard(draft);
  const { formRef, revealFirstError } = useFirstErrorFocus();
  const refuse = (problems: FieldErrors) => {
    setErrors(problems);
    revealFirstError();
  };

  /** Drops the reasons a change makes stale, and the general one. */
  const forget = (stale: (key: string) => boolean) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== '_' && !stale(key))));

  const submit = async (stay: boolean) => {
    const problems = check(draft);
    if (Object.keys(problems).length) {
      refuse(problems);
      return;
    }
    setErrors({});
    setStale(null);
    try {
      const saved = await save(toInput(draft));
      notifySuccess(notice);
      guard.markSaved(draft);
      if (!stay || !saved) navigate(urls.list);
      else if (!editing) navigate(urls.edit(saved.id));
      else {
        const reloaded = toDraft(saved);
        setDraft(reloaded);
        guard.markSaved(reloaded);
      }
    } catch (failure) {
      const current = staleOptions && staleCurrent<Saved>(failure);
      if (current) {
        setStale(current);
        notifyError(STALE_MESSAGE);
        return;
      }
      refuse(reasons(failure));
      notifyError(errorMessage(failure));
    }
  };

  const takeCurrent = (current: Saved) => {
    const now = toDraft(current);
    setDraft(now);
    guard.markSaved(now);
    setStale(null);
  };
  const staleNotice =
    stale && staleOptions
      ? createElement(StaleNotice, {
          lines: staleOptions.describe(stale),
          onTakeCurrent: () => takeCurrent(stale),
          onKeepMine: () => {
            setDraft((mine) => staleOptions.rebase(mine, stale));
            setStale(null);
          },
        })
      : null;

  return { draft, setDraft, errors, forget, guard, formRef, staleNotice, submit: (stay: boolean) => void submit(stay) };
}
