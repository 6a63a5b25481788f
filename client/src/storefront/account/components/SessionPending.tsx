import { PageTitle } from '../../../shared/components/PageTitle';
import { Loader } from '../../ui/Feedback';

/**
 * A signed-in shopper's page as the server sends it and as it hydrates: only the browser knows
 * whether the shopper is signed in (the tokens live there), so the decision — the page or the
 * sign-in page — waits for hydration instead of sending a signed-in shopper away.
 */
export function SessionPending() {
  return (
    <>
      <PageTitle title="Личный кабинет" />
      <Loader />
    </>
  );
}
