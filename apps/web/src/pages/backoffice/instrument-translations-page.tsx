import type { TranslationOverviewRow } from '@asesa/contracts';
import { Flex, Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { fetchTranslationOverview, INSTRUMENTS_KEY } from '../../features/instruments/queries';
import {
  completenessStatus,
  TRANSLATION_STATE_COLORS,
  translationEditorLink,
} from '../../features/instruments/translation-overview';
import { languageSelectOptions, useLanguageOptions } from '../../features/languages/queries';
import { FilterSelect, useAddressFilter } from '../../lib/filter-select';

/**
 * Admin: /assessment-center/instrument-lang/all, every instrument × master language with how much
 * of it is translated; each row opens the side-by-side editor in that language.
 */
export function InstrumentTranslationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = params.get('language') ?? undefined;
  const languages = useLanguageOptions();
  const setFilter = useAddressFilter();

  const columns = overviewColumns(t);

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('instrumentTranslations.title')} sub={t('instrumentTranslations.sub')} />
      <DataTable<TranslationOverviewRow>
        label={t('instrumentTranslations.title')}
        queryKey={[...INSTRUMENTS_KEY, 'translation-overview', language]}
        fetchPage={fetchTranslationOverview(language)}
        columns={columns}
        rowKey={(row) => `${row.instrument_id}:${row.language_code}`}
        toolbar={
          <Space wrap>
            <FilterSelect
              searchable
              label={t('instrumentTranslations.language')}
              placeholder={t('instrumentTranslations.allLanguages')}
              value={language}
              loading={languages.isLoading}
              onChange={(value) => setFilter('language', value)}
              options={languageSelectOptions(languages.data)}
            />
          </Space>
        }
      />
    </Flex>
  );
}

/** Each instrument × language: code, name, language, how much is translated, state, and its editor. */
function overviewColumns(t: TFunction): DataColumn<TranslationOverviewRow>[] {
  return [
    {
      title: t('instrumentTranslations.code'),
      dataIndex: 'code',
      sortable: true,
      ellipsis: true,
      width: 180,
    },
    {
      title: t('instrumentTranslations.instrument'),
      dataIndex: 'name',
      sortable: true,
      ellipsis: true,
      render: (_v, row) => (
        <Link to={`/assessment-center/test-instrument/${row.instrument_id}`}>{row.name}</Link>
      ),
    },
    {
      title: t('instrumentTranslations.language'),
      dataIndex: 'language_code',
      sortable: true,
      searchable: false,
      ellipsis: true,
      width: 180,
      render: (_v, row) => `${row.language_name} (${row.language_code})`,
    },
    {
      title: t('instrumentTranslations.completeness'),
      key: 'completeness',
      width: 240,
      render: (_v, row) => (
        <Flex vertical gap={0}>
          <Progress
            percent={row.percent}
            size="small"
            status={completenessStatus(row.percent)}
            aria-label={`${row.code} ${row.language_code} ${row.percent}%`}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('instrumentTranslations.texts', { done: String(row.translated), total: String(row.total) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('instrumentTranslations.state'),
      key: 'state',
      width: 130,
      render: (_v, row) => (
        <Tag color={TRANSLATION_STATE_COLORS[row.state]}>
          {t(`instrumentTranslations.states.${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_v, row) => (
        <Link
          to={translationEditorLink(row)}
          aria-label={`${row.state === 'base' ? t('instrumentTranslations.open') : t('instrumentTranslations.edit')} ${row.code} ${row.language_code}`}
        >
          {row.state === 'base' ? t('instrumentTranslations.open') : t('instrumentTranslations.edit')}
        </Link>
      ),
    },
  ];
}
