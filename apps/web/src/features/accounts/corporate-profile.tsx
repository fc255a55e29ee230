import type { CorporateRow } from '@asesa/contracts';
import { Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useAuth } from '../auth/auth-context';
import { AccountLogoCard } from './account-parts';
import { ColourSwatch } from './colour-swatch';
import { PartnerIntegrationCard } from './partner-integration-card';

/** A corporate account's profile tab: its logo, details and partner integration. */
export function CorporateProfile({ corporate: c }: { corporate: CorporateRow }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  // The partner integration is the consultant's (or an admin's) to set up, not the corporate's.
  const integrator =
    session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  return (
    <Flex vertical gap={16}>
      <AccountLogoCard account="corporate" row={c} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('corporates.name'), children: c.name },
          { key: 'legal', label: t('corporates.legalName'), children: c.legal_name },
          { key: 'title', label: t('corporates.titleField'), children: c.title || t('common.none') },
          { key: 'sector', label: t('corporates.sector'), children: c.sector_name ?? t('common.none') },
          {
            key: 'slug',
            label: t('corporates.slug'),
            children: <Link to={`/access-code/${encodeURIComponent(c.slug)}`}>{c.slug}</Link>,
          },
          { key: 'consultant', label: t('corporates.consultant'), children: c.consultant_name },
          {
            key: 'colour',
            label: t('corporates.colorTheme'),
            children: <ColourSwatch colour={c.color_theme} />,
          },
          { key: 'font', label: t('corporates.fontTheme'), children: c.font_theme || t('common.none') },
          {
            key: 'header',
            label: t('corporates.isShowHeader'),
            children: <Tag>{yesNo(c.is_show_header)}</Tag>,
          },
          {
            key: 'logo',
            label: t('corporates.isUseCorporateLogo'),
            children: <Tag>{yesNo(c.is_use_corporate_logo)}</Tag>,
          },
          {
            key: 'callback',
            label: t('corporates.callbackUrl'),
            children: c.callback_url || t('common.none'),
          },
          {
            key: 'balance',
            label: t('corporates.balance'),
            children: formatNumber(c.balance),
          },
          { key: 'created', label: t('common.createdAt'), children: formatDateTime(c.created_at) },
          { key: 'updated', label: t('common.updatedAt'), children: formatDateTime(c.updated_at) },
        ]}
      />
      {integrator ? <PartnerIntegrationCard corporateId={c.id} /> : null}
    </Flex>
  );
}
