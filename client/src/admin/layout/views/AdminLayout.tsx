import { useApolloClient, useQuery } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AdminMeDocument, AdminNewMessageCountDocument, AdminOpenReturnRequestCountDocument } from '../../../generated/admin/graphql';
import { endSession, useSession } from '../../../shared/auth/session';
import { KeyedOutlet } from '../../../shared/routing/KeyedOutlet';
import { adminUrls } from '../../urls';
import { AdminShell, type MenuItem } from '../components/AdminShell';
import { AdminSearchBox } from '../../search/components/AdminSearchBox';

/**
 * The guarded frame of every admin screen: without both tokens the visitor goes to the sign-in
 * page, also later, when a refused token refresh removes them; «Выйти» removes both tokens and
 * the cached data.
 */
export function AdminLayout({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  const { hasTokens } = useSession();
  if (!hasTokens) return <Navigate to={adminUrls.login} replace state={{ from: location }} />;
  return <SignedInLayout menu={menu} />;
}

function SignedInLayout({ menu }: { menu: MenuItem[] }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(AdminMeDocument);
  // the inbox's count stays fresh while the back office is open
  const waiting = useQuery(AdminNewMessageCountDocument, { pollInterval: 60_000 });
  const returns = useQuery(AdminOpenReturnRequestCountDocument, { pollInterval: 60_000 });
  const signOut = () => {
    endSession();
    void client.clearStore();
    navigate(adminUrls.login, { replace: true });
  };
  return (
    <AdminShell menu={menu} counts={{ newMessages: waiting.data?.waiting.length, openReturnRequests: returns.data?.open.length }} userLabel={data?.me.email} onSignOut={signOut} search={<AdminSearchBox />}>
      <KeyedOutlet />
    </AdminShell>
  );
}
