import {
  type DatatableQuery,
  type MasterTranslationNewRequest,
  type MasterTranslationRow,
  PARTICIPANT_PAGE_CODES,
} from '@asesa/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { ListPage, RowActions, useRemoveRow } from '../../components/list-page';
import { SaveModal } from '../../components/save-modal';
import { PageTranslationEditor } from '../../features/languages/page-translation-editor';
import {
  fetchTranslationPage,
  languageSelectOptions,
  MASTER_TRANSLATIONS_KEY,
  saveMasterTranslation,
  useLanguageOptions,
} from '../../features/languages/queries';
import { FilterSelect, useAddressFilter } from '../../lib/filter-select';

type Values = MasterTranslationNewRequest;

/** Admin: /translations/master-translations, the participant pages' strings per page code and language. */
export function MasterTranslationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pageCode = params.get('page_code') ?? undefined;
  const language = params.get('language') ?? undefined;
  const [modal, setModal] = useState<{ editing: MasterTranslationRow | null } | null>(null);
  const [sideBySide, setSideBySide] = useState(false);
  const languages = useLanguageOptions();

  const setFilter = useAddressFilter();

  const remove = useRemoveRow(
    'master-translations/mark-as-removed',
    MASTER_TRANSLATIONS_KEY,
    t('masterTranslations.removed'),
  );

  const columns: DataColumn<MasterTranslationRow>[] = [
    {
      title: t('masterTranslations.pageCode'),
      dataIndex: 'page_code',
      sortable: true,
      ellipsis: true,
      width: 220,
    },
    { title: t('masterTranslations.key'), dataIndex: 'key', sortable: true, ellipsis: true, width: 200 },
    { title: t('masterTranslations.language'), dataIndex: 'language_code', sortable: true, width: 120 },
    { title: t('masterTranslations.value'), dataIndex: 'value', ellipsis: true },
  ];

  const languageOptions = languageSelectOptions(languages.data);
  const editing = modal?.editing ?? null;

  return (
    <ListPage<MasterTranslationRow>
      title={t('masterTranslations.title')}
      newLabel={t('masterTranslations.newButton')}
      onNew={() => setModal({ editing: null })}
      actions={
        <Button disabled={!pageCode} onClick={() => setSideBySide(true)}>
          {t('masterTranslations.sideBySide')}
        </Button>
      }
      queryKey={[...MASTER_TRANSLATIONS_KEY, 'list', pageCode, language]}
      fetchPage={(q: DatatableQuery) =>
        fetchTranslationPage({ ...q, page_code: pageCode, language_code: language })
      }
      columns={columns}
      rowActions={(row) => (
        <RowActions
          name={`${row.page_code} ${row.key} ${row.language_code}`}
          editLabel={t('common.edit')}
          onEdit={() => setModal({ editing: row })}
          removeLabel={t('common.remove')}
          removeConfirm={t('masterTranslations.removeConfirm')}
          onRemove={() => remove(row.id)}
        />
      )}
      toolbar={
        <TranslationFilters
          pageCode={pageCode}
          language={language}
          languageOptions={languageOptions}
          onFilter={setFilter}
        />
      }
    >
      <MasterTranslationModal
        open={modal !== null}
        editing={editing}
        pageCode={pageCode}
        language={language}
        languageOptions={languageOptions}
        onClose={() => setModal(null)}
      />
      {pageCode ? (
        <PageTranslationEditor
          open={sideBySide}
          pageCode={pageCode}
          languages={languages.data ?? []}
          onClose={() => setSideBySide(false)}
        />
      ) : null}
    </ListPage>
  );
}

const pageOptions = PARTICIPANT_PAGE_CODES.map((p) => ({ value: p, label: p }));

/** The list's filters: page code and language, both kept in the address. */
function TranslationFilters({
  pageCode,
  language,
  languageOptions,
  onFilter: setFilter,
}: {
  pageCode: string | undefined;
  language: string | undefined;
  languageOptions: { value: string; label: string }[];
  onFilter: (name: string, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <FilterSelect
        searchable
        label={t('masterTranslations.pageCode')}
        placeholder={t('masterTranslations.allPages')}
        options={pageOptions}
        value={pageCode}
        onChange={(v) => setFilter('page_code', v)}
      />
      <FilterSelect
        minWidth={200}
        label={t('masterTranslations.language')}
        placeholder={t('masterTranslations.allLanguages')}
        options={languageOptions}
        value={language}
        onChange={(v) => setFilter('language', v)}
      />
    </Space>
  );
}

/** New or edit one string: page code (the known ones suggested), key, language and text. */
function MasterTranslationModal({
  open,
  editing,
  pageCode,
  language,
  languageOptions,
  onClose,
}: {
  open: boolean;
  editing: MasterTranslationRow | null;
  /** The filters' page code and language, the new string's defaults. */
  pageCode: string | undefined;
  language: string | undefined;
  languageOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SaveModal<Values>
      open={open}
      name="master-translation"
      section="masterTranslations"
      editing={editing !== null}
      queryKey={MASTER_TRANSLATIONS_KEY}
      onClose={onClose}
      initialValues={
        editing
          ? {
              page_code: editing.page_code,
              key: editing.key,
              language_code: editing.language_code,
              value: editing.value,
            }
          : { page_code: pageCode, language_code: language }
      }
      save={(values) => saveMasterTranslation(editing?.id ?? null, values)}
    >
      <Form.Item
        label={t('masterTranslations.pageCode')}
        name="page_code"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input autoComplete="off" list="master-translation-pages" />
      </Form.Item>
      <datalist id="master-translation-pages">
        {PARTICIPANT_PAGE_CODES.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <Form.Item
        label={t('masterTranslations.key')}
        name="key"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('masterTranslations.language')} name="language_code" rules={[{ required: true }]}>
        <Select options={languageOptions} />
      </Form.Item>
      <Form.Item label={t('masterTranslations.value')} name="value" rules={[{ required: true }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
      </Form.Item>
    </SaveModal>
  );
}
