import {
  AppstoreOutlined,
  BankOutlined,
  DatabaseOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  ProjectOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Flex, Menu, type MenuProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';
import { activeMenuKey, groupMenus } from '../../features/auth/menus';
import { useCreditBalance, useProfile } from '../../features/auth/queries';
import type { AuthenticatedSession } from '../../features/auth/session';
import { PRODUCT_NAME, SIDEBAR_LOGO_MAX_HEIGHT } from '../../lib/config';

const GROUP_ICONS: Record<string, ReactNode> = {
  'Consultant Accounts': <TeamOutlined />,
  'Corporate Accounts': <BankOutlined />,
  Database: <DatabaseOutlined />,
  Project: <ProjectOutlined />,
  Templates: <AppstoreOutlined />,
  Languages: <GlobalOutlined />,
  Account: <UserOutlined />,
};

/** Spec 2.6: logo, user card with its dropdown, the role's links, and 'Powered by' for non-admins. */
export function Sidebar({ session, onNavigate }: { session: AuthenticatedSession; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const nonAdmin = !session.isAdmin;
  const profile = useProfile(nonAdmin).data;
  const balance = useCreditBalance(nonAdmin).data?.balance;

  const corporate = session.corporate;
  const logo = corporate?.is_logo_available && corporate.corporate_logo ? corporate.corporate_logo : null;
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
              balance: balance === undefined ? t('common.none') : new Intl.NumberFormat('en').format(balance),
            }),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
  ];

  const menuItems: MenuProps['items'] = groupMenus(session.menus).map(({ group, links }) => ({
    type: 'group' as const,
    key: `group:${group}`,
    label: group,
    children: links.map((link) => ({
      key: link.key,
      icon: GROUP_ICONS[link.group],
      label: (
        <Link to={link.path} onClick={onNavigate}>
          {link.label}
        </Link>
      ),
    })),
  }));
  const selected = activeMenuKey(session.menus, pathname);

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex vertical gap={16} style={{ padding: '20px 16px 12px' }}>
        <Link to="/" aria-label={PRODUCT_NAME} onClick={onNavigate}>
          <Logo src={logo} maxHeight={SIDEBAR_LOGO_MAX_HEIGHT} alt={logo ? corporate?.name : undefined} />
        </Link>
        <Dropdown
          trigger={['click']}
          menu={{
            items: cardItems,
            onClick: ({ key }) => {
              if (key === 'logout') void logout();
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
      </Flex>
      <nav aria-label={t('layout.navigation')} style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 0 }}
        />
      </nav>
      {nonAdmin ? (
        <Typography.Text type="secondary" style={{ padding: 16, fontSize: 12, textAlign: 'center' }}>
          {t('layout.poweredBy', { name: PRODUCT_NAME })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
