import type {
  InstrumentDetail,
  InstrumentDuplicateRequest,
  InstrumentUpdateRequest,
  TestSurveyResponse,
} from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Checkbox,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { RichText } from '../../components/rich-text';
import { api, apiDownload, unwrap } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { useLanguageOptions } from '../languages/queries';
import { KindInstructionsFields } from './code-name-fields';
import { ImportItemsModal } from './import-items-modal';
import { downloadJson } from './package-file';
import { QtiExportButton } from './qti-export-button';
import { INSTRUMENTS_KEY } from './queries';

/** The item bank's .xlsx template and this instrument's items as a sheet, with which one is loading. */
function useItemSheetDownloads(instrumentId: number) {
  const [downloading, setDownloading] = useState<'template' | 'items' | null>(null);
  const download = async (which: 'template' | 'items') => {
    setDownloading(which);
    try {
      if (which === 'template') await apiDownload('instruments/items/template-xlsx', {});
      else await apiDownload('instruments/items/export-xlsx', { id: instrumentId });
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}

interface InstrumentModalProps extends ModalControl {
  detail: InstrumentDetail;
}

/** Edits the instrument's name, kind and instructions. */
function EditInstrumentModal({ detail, ...control }: InstrumentModalProps) {
  const { t } = useTranslation();
  return (
    <RequestModal<Omit<InstrumentUpdateRequest, 'id'>, unknown>
      {...control}
      name="edit-instrument"
      title={t('instrumentActions.editTitle')}
      okText={t('common.save')}
      initialValues={{ name: detail.name, kind: detail.kind, instructions: detail.instructions }}
      send={(values) => api('instruments/update', { ...values, id: detail.id })}
      success={t('instrumentActions.saved')}
      refresh={INSTRUMENTS_KEY}
    >
      <Form.Item label={t('instruments.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <KindInstructionsFields />
    </RequestModal>
  );
}

/** Copies the instrument under a new code and name, then opens the copy. */
function DuplicateInstrumentModal({ detail, ...control }: InstrumentModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RequestModal<Omit<InstrumentDuplicateRequest, 'id'>, { id: number }>
      {...control}
      name="duplicate-instrument"
      title={t('instrumentActions.duplicateTitle')}
      okText={t('instrumentActions.duplicate')}
      initialValues={{ code: `${detail.code}-COPY`, name: `${detail.name} (copy)` }}
      send={(values) => api('instruments/duplicate', { ...values, id: detail.id })}
      success={t('instrumentActions.duplicated')}
      refresh={INSTRUMENTS_KEY}
      onAccepted={(copy) => navigate(`/assessment-center/test-instrument/${copy.id}`)}
    >
      <Form.Item
        label={t('instrumentActions.newCode')}
        name="code"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('instruments.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
    </RequestModal>
  );
}

/**
 * Preview, Evidence, Edit details, Export (JSON package, QTI 2.2 or 3.0), the item bank in bulk (.xlsx
 * template, export and import, QTI import), Duplicate and Remove for one instrument (its page
 * header). `onItemsImported` lets the page reload its content editor after an import.
 */
export function InstrumentActions({
  detail,
  onItemsImported,
}: {
  detail: InstrumentDetail;
  onItemsImported?: () => void;
}) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const mayAnalyse =
    session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'duplicate' | 'preview' | 'import-items' | null>(null);
  const { downloading, download } = useItemSheetDownloads(detail.id);

  const remove = async () => {
    const env = await api('instruments/mark-as-removed', { id: detail.id });
    if (env.code !== 200) return;
    message.success(t('instrumentActions.removed'));
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    navigate('/assessment-center/test-instrument');
  };

  // Each control is a direct child of Space, which gives every child its own slot.
  return (
    <Space wrap>
      <Button onClick={() => setOpen('preview')}>{t('instrumentActions.preview')}</Button>
      {mayAnalyse ? (
        <Button onClick={() => navigate(`/assessment-center/test-instrument/${detail.id}/evidence`)}>
          {t('instrumentActions.evidence')}
        </Button>
      ) : null}
      <Button onClick={() => navigate(`/assessment-center/test-instrument/${detail.id}/bank`)}>
        {t('itemBankView.open')}
      </Button>
      <Button onClick={() => setOpen('edit')}>{t('instrumentActions.edit')}</Button>
      <Button
        onClick={async () => {
          const env = await api('instruments/export-package', { id: detail.id });
          if (env.code === 200 && env.data) downloadJson(`${detail.code}.json`, env.data);
        }}
      >
        {t('instrumentPackage.export')}
      </Button>
      <QtiExportButton instrumentId={detail.id} />
      <Button onClick={() => download('template')} loading={downloading === 'template'}>
        {t('itemBank.template')}
      </Button>
      <Button onClick={() => download('items')} loading={downloading === 'items'}>
        {t('itemBank.export')}
      </Button>
      <Button onClick={() => setOpen('import-items')}>{t('itemBank.importAction')}</Button>
      <Button onClick={() => setOpen('duplicate')}>{t('instrumentActions.duplicate')}</Button>
      <Popconfirm title={t('instrumentActions.removeConfirm')} onConfirm={remove}>
        <Button danger>{t('instrumentActions.remove')}</Button>
      </Popconfirm>
      <EditInstrumentModal detail={detail} open={open === 'edit'} onClose={() => setOpen(null)} />
      <DuplicateInstrumentModal detail={detail} open={open === 'duplicate'} onClose={() => setOpen(null)} />
      <ImportItemsModal
        instrumentId={detail.id}
        open={open === 'import-items'}
        onClose={() => setOpen(null)}
        onImported={() => onItemsImported?.()}
      />
      {open === 'preview' ? (
        <PreviewModal id={detail.id} name={detail.name} onClose={() => setOpen(null)} />
      ) : null}
    </Space>
  );
}

/**
 * The test-survey payload shown read-only, the way a participant sees each item type, in any master
 * language (untranslated texts fall back to the base language, as on the participant pages).
 */
function PreviewModal({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const base = languages.data?.find((l) => l.is_default)?.code;
  const { data: survey } = useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'test-survey', id, language ?? ''],
    queryFn: () => unwrap(api('instruments/test-survey', { id, ...(language ? { language } : {}) })),
    gcTime: 0,
  });
  return (
    <Modal
      open
      title={t('instrumentActions.previewTitle', { name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('instrumentActions.close')}</Button>}
      width={760}
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('instrumentActions.previewHint')}</Typography.Text>
        <Select
          aria-label={t('instrumentActions.previewLanguage')}
          style={{ width: 200, marginLeft: 'auto' }}
          loading={languages.isLoading}
          value={language ?? base}
          onChange={(next: string) => setLanguage(next === base ? undefined : next)}
          options={(languages.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
        />
      </Flex>
      {language ? (
        <Typography.Paragraph type="secondary">{t('instrumentActions.previewFallback')}</Typography.Paragraph>
      ) : null}
      {!survey ? (
        <Spin />
      ) : survey.sections.length === 0 ? (
        <Empty />
      ) : (
        <Flex vertical gap={16}>
          {survey.instructions ? <RichText html={survey.instructions} /> : null}
          {survey.sections.map((section) => (
            <section key={section.id} aria-label={section.title}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {section.title}
              </Typography.Title>
              <Flex vertical gap={12}>
                {section.items.map((item, i) => (
                  <div key={item.id}>
                    <Typography.Text strong>{i + 1}. </Typography.Text>
                    <RichText html={item.stem} />
                    {item.image ? (
                      <Image src={item.image} alt="" width={160} style={{ display: 'block' }} />
                    ) : null}
                    <div style={{ marginTop: 8 }}>
                      <PreviewAnswer item={item} />
                    </div>
                  </div>
                ))}
              </Flex>
            </section>
          ))}
        </Flex>
      )}
    </Modal>
  );
}

function PreviewAnswer({ item }: { item: TestSurveyResponse['sections'][number]['items'][number] }) {
  const options = item.options.map((o) => ({ value: o.id, label: <RichText html={o.text} /> }));
  switch (item.type) {
    case 'multiple':
      return <Checkbox.Group disabled options={options} />;
    case 'numeric':
      return <InputNumber disabled min={item.min ?? undefined} max={item.max ?? undefined} />;
    case 'text':
      return <Input.TextArea disabled rows={2} maxLength={item.max_length ?? undefined} />;
    case 'ranking':
    case 'forced-choice':
      return (
        <ol style={{ margin: 0 }}>
          {item.options.map((o) => (
            <li key={o.id}>
              <RichText html={o.text} />
            </li>
          ))}
        </ol>
      );
    default:
      return <Radio.Group disabled options={options} />;
  }
}
