import '../../ui/theme.css';
import { Suspense } from 'react';
import { useSession, type SessionState } from '../../../shared/auth/session';
import { SHOP_NAME, ShopNameContext } from '../../../shared/components/PageTitle';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { contactUrls } from '../../contact/urls';
import { homeUrl } from '../../home/urls';
import { useLocation, useNavigate } from '../../routing';
import { StorefrontPage } from '../../storefront-routes';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../components/PageSkeleton';
import { useShopContacts } from '../components/ShopContacts';
import { footerExtraLinks, footerGroups } from '../footer-links';
import { useScrollRestoration } from '../use-scroll-restoration';
import styles from './StorefrontLayout.module.css';

/** The header's account link: the user's name once known, «Личный кабинет» while the session is being checked, «Войти» otherwise. */
export function accountLink({ user, hasTokens }: SessionState) {
  if (user) return { label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, to: accountUrls.profile };
  if (hasTokens) return { label: 'Личный кабинет', to: accountUrls.profile };
  return { label: 'Войти', to: accountUrls.signIn };
}

const callBack = { label: 'Заказать звонок', to: contactUrls.callBack };

/** Header, the current page (re-mounted per path, SPEC §2: its state never leaks to the next page) and the footer. */
export function StorefrontLayout() {
  const navigate = useNavigate();
  const session = useSession();
  const { pathname } = useLocation();
  useScrollRestoration();
  const shop = useShopContacts();
  return (
    <ShopNameContext.Provider value={shop?.name ?? SHOP_NAME}>
      <div className={styles.layout}>
        <Header
          homeUrl={homeUrl}
          catalogUrl={catalogUrls.catalog}
          callBack={callBack}
          account={accountLink(session)}
          menuGroups={footerGroups}
          onSearch={(query) => navigate(catalogUrls.search(query))}
        />
        <main className={styles.main}>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <StorefrontPage />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer groups={footerGroups} extraLinks={footerExtraLinks} year={new Date().getFullYear()} />
      </div>
    </ShopNameContext.Provider>
  );
}
