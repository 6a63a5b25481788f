import { useApolloClient, useQuery } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AdminMeDocument } from '../../../generated/admin/graphql';
import { clearTokens, hasTokens } from '../../../shared/auth/token-storage';
import { KeyedOutlet } from '../../../shared/routing/KeyedOutlet';
import { adminUrls } from '../../urls';
import { AdminShell, type MenuItem } from '../components/AdminShell';

/**
 * The guarded frame of every admin screen: without both tokens the visitor goes to the sign-in
 * page; «Выйти» removes both tokens and the cached data.
 */
export function AdminLayout({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  if (!hasTokens()) return <Navigate to={adminUrls.login} replace state={{ from: location }} />;
  return <SignedInLayout menu={menu} />;
}

function SignedInLayout({ menu }: { menu: MenuItem[] }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(AdminMeDocument);
  const signOut = () => {
    clearTokens();
    void client.clearStore();
    navigate(adminUrls.login, { replace: true });
  };
  return (
    <AdminShell menu={menu} userLabel={data?.me.email} onSignOut={signOut}>
      <KeyedOutlet />
    </AdminShell>
  );
}
