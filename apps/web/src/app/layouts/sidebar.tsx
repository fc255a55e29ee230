import {
  AppstoreOutlined,
  BankOutlined,
  CheckOutlined,
  DatabaseOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  ProjectOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown, Flex, Menu, type MenuProps, Typography } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';
import { activeMenuKey, groupMenus } from '../../features/auth/menus';
import { useCreditBalance, useProfile } from '../../features/auth/queries';
import { type AuthenticatedSession, SESSION_QUERY_KEY, type Session } from '../../features/auth/session';
import { api } from '../../lib/api';
import { switchUiLocale } from '../../lib/catalogue';
import { PRODUCT_NAME, SIDEBAR_LOGO_MAX_HEIGHT } from '../../lib/config';
import { formatNumber } from '../../lib/format';
import type { Messages } from '../../lib/messages';
import {
  currentUiLocale,
  isUiLocale,
  subscribeUiLocale,
  UI_LOCALE_NAMES,
  UI_LOCALE_OPTIONS,
  type UiLocale,
} from '../../lib/ui-locale';
import { useBusy } from '../../lib/use-busy';

type NavGroup = keyof Messages['nav']['groups'];
type NavLink = keyof Messages['nav']['links'];

/** The groups of spec 2.6's sidebar table, as the user context names them. */
const GROUPS: Record<string, { icon: ReactNode; text: NavGroup }> = {
  'Consultant Accounts': { icon: <TeamOutlined />, text: 'consultantAccounts' },
  'Corporate Accounts': { icon: <BankOutlined />, text: 'corporateAccounts' },
  Database: { icon: <DatabaseOutlined />, text: 'database' },
  Project: { icon: <ProjectOutlined />, text: 'project' },
  Templates: { icon: <AppstoreOutlined />, text: 'templates' },
  Languages: { icon: <GlobalOutlined />, text: 'languages' },
  Account: { icon: <UserOutlined />, text: 'account' },
};

const LOCALE_KEY = 'locale:';

/** Spec 2.6: logo, user card with its dropdown, the role's links, and 'Powered by' for non-admins. */
export function Sidebar({ session, onNavigate }: { session: AuthenticatedSession; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const nonAdmin = !session.isAdmin;
  const corporate = session.corporate;
  const logo = corporate?.is_logo_available && corporate.corporate_logo ? corporate.corporate_logo : null;

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex vertical gap={16} style={{ padding: '20px 16px 12px' }}>
        <Link to="/" aria-label={PRODUCT_NAME} onClick={onNavigate}>
          <Logo src={logo} maxHeight={SIDEBAR_LOGO_MAX_HEIGHT} alt={logo ? corporate?.name : undefined} />
        </Link>
        <UserCard session={session} />
      </Flex>
      <nav aria-label={t('layout.navigation')} style={{ flex: 1, overflowY: 'auto' }}>
        <NavMenu session={session} onNavigate={onNavigate} />
      </nav>
      {nonAdmin ? (
        <Typography.Text type="secondary" style={{ padding: 16, fontSize: 12, textAlign: 'center' }}>
          {t('layout.poweredBy', { name: PRODUCT_NAME })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The user's photo, name and role; its dropdown shows the credits, the language choice and logging out. */
function UserCard({ session }: { session: AuthenticatedSession }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const switchLocale = useLocaleSwitch();
  const uiLocale = useSyncExternalStore(subscribeUiLocale, currentUiLocale);
  const nonAdmin = !session.isAdmin;
  const corporate = session.corporate;
  const profile = useProfile(nonAdmin).data;
  const balance = useCreditBalance(nonAdmin).data?.balance;

  const name = profile?.name || session.user.name;
  const photo = profile?.thumbnail || profile?.path || undefined;
  const corporateTitle = corporate?.title || profile?.title || corporate?.name || '';
  const roleLabel = session.isAdmin
    ? t('layout.roleAdmin', { name: PRODUCT_NAME })
    : session.role === 'consultant'
      ? t('layout.roleConsultant', { name: PRODUCT_NAME })
      : t('layout.roleCorporate', { name: PRODUCT_NAME, title: corporateTitle });

  const cardItems: MenuProps['items'] = [
    ...(nonAdmin
      ? [
          {
            key: 'credits',
            icon: <WalletOutlined />,
            label: t('layout.creditsValue', {
              balance: balance === undefined ? t('common.none') : formatNumber(balance),
            }),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      type: 'group' as const,
      key: 'locales',
      label: t('layout.language'),
      children: UI_LOCALE_OPTIONS.map((locale) => ({
        key: `${LOCALE_KEY}${locale}`,
        // Each language named in itself, so anyone finds their own.
        label: <span lang={locale}>{UI_LOCALE_NAMES[locale]}</span>,
        icon: (
          <CheckOutlined aria-hidden style={{ visibility: locale === uiLocale ? 'visible' : 'hidden' }} />
        ),
      })),
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: cardItems,
        selectable: true,
        selectedKeys: [`${LOCALE_KEY}${uiLocale}`],
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
          const locale = key.slice(LOCALE_KEY.length);
          if (key.startsWith(LOCALE_KEY) && isUiLocale(locale)) void switchLocale(locale);
        },
      }}
    >
      <button type="button" className="user-card" aria-haspopup="menu">
        <Avatar size={40} src={photo} icon={<UserOutlined />} alt={t('layout.photoAlt', { name })} />
        <span className="user-card-text">
          {/* The full name on hover where the card cuts it off. */}
          <span className="user-card-name" title={name}>
            {name}
          </span>
          <span className="user-card-role">{roleLabel}</span>
        </span>
        <DownOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}

/** The role's links by group, the current page's selected. */
function NavMenu({ session, onNavigate }: { session: AuthenticatedSession; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const groupText = (group: string) => {
    const known = GROUPS[group];
    return known ? t(`nav.groups.${known.text}`) : group;
  };
  // A link the catalogue does not know keeps the label the server sent.
  const isKnownLink = (key: string): key is NavLink => i18n.exists(`nav.links.${key}`);

  const menuItems: MenuProps['items'] = groupMenus(session.menus).map(({ group, links }) => ({
    type: 'group' as const,
    key: `group:${group}`,
    label: groupText(group),
    children: links.map((link) => ({
      key: link.key,
      icon: GROUPS[link.group]?.icon,
      label: (
        <Link to={link.path} onClick={onNavigate}>
          {isKnownLink(link.key) ? t(`nav.links.${link.key}`) : link.label}
        </Link>
      ),
    })),
  }));
  const selected = activeMenuKey(session.menus, pathname);

  return (
    <Menu
      mode="inline"
      items={menuItems}
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

/**
 * The user card's language choice: remembered on the server for the user (auth/save-user-data), so
 * it follows them to other devices, then shown. A refused save is toasted and changes nothing.
 */
function useLocaleSwitch() {
  const queryClient = useQueryClient();
  const [busy, whileBusy] = useBusy();
  return async (locale: UiLocale) => {
    if (busy || locale === currentUiLocale()) return;
    await whileBusy(async () => {
      const env = await api('auth/save-user-data', { locale });
      if (env.code !== 200 || !env.data) return;
      await switchUiLocale(locale);
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (s) =>
        s?.status === 'authenticated' ? { ...s, user: { ...s.user, locale } } : s,
      );
    });
  };
}
