import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';
import { switchUiLocale } from '../../lib/catalogue';
import { footerYear, PRODUCT_NAME, SMALL_SCREEN_BREAKPOINT } from '../../lib/config';
import { currentUiLocale, isUiLocale } from '../../lib/ui-locale';
import { useMediaQuery } from '../../lib/use-media-query';
import { Sidebar } from './sidebar';

const SIDER_WIDTH = 256;
const SMALL_SCREEN = `(max-width: ${SMALL_SCREEN_BREAKPOINT - 0.02}px)`;

/** The back-office layout: sidebar (a drawer under 992 px, spec 9), content and footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const small = useMediaQuery(SMALL_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the route changes
  useEffect(() => setDrawerOpen(false), [pathname]);
  const localeReady = useUserLocale(session?.status === 'authenticated' ? session.user.locale : undefined);

  if (session?.status !== 'authenticated' || !localeReady) return <FullPageLoader />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {small ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH + 24}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <Sidebar session={session} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: '1px solid #f0f0f0' }}
        >
          <Sidebar session={session} />
        </Layout.Sider>
      )}
      <Layout>
        {small ? (
          <Layout.Header
            style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', gap: 16 }}
          >
            <Button
              icon={<MenuOutlined />}
              aria-label={t('layout.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
            <Logo maxHeight={40} />
          </Layout.Header>
        ) : null}
        <Layout.Content style={{ padding: small ? 16 : 24 }}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          {t('layout.footer', { name: PRODUCT_NAME, year: String(footerYear()) })}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}

/**
 * Shows the back office in the locale the user chose (kept on the server, so it follows them to
 * another device or after someone else used this browser). On opening, the page waits for those
 * texts rather than flashing the other language; if they cannot be loaded it goes on as it is.
 */
function useUserLocale(userLocale: string | undefined): boolean {
  const [ready, setReady] = useState(() => !isUiLocale(userLocale) || userLocale === currentUiLocale());
  useEffect(() => {
    if (!isUiLocale(userLocale) || userLocale === currentUiLocale()) {
      setReady(true);
      return;
    }
    let live = true;
    switchUiLocale(userLocale)
      .catch((error: unknown) => console.warn('[i18n] locale unavailable', error))
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [userLocale]);
  return ready;
}
