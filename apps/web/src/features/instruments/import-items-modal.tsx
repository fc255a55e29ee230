import {
  type ErrorProblem,
  ITEM_SHEET_MAX_BYTES,
  type ItemImportMode,
  type ItemImportResponse,
  QTI_DEFAULT_SECTION,
  QTI_PACKAGE_MAX_BYTES,
  type QtiAnalysisResponse,
} from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiUpload } from '../../lib/api';
import { itemFileKind } from './item-bank-file';
import { QtiImportReport } from './qti-import-report';
import { INSTRUMENTS_KEY } from './queries';

const MEGABYTE = 1024 * 1024;

interface Refusal {
  message: string;
  problems: ErrorProblem[];
}

/**
 * 'Import items': an .xlsx item sheet or a QTI content package into the instrument's draft,
 * appended or replacing the content. A refused file shows every problem (row or item, column,
 * message); nothing is saved then. A QTI package is analysed first and its report shown (each
 * item imported, imported with changes or skipped, with the reasons); the author confirms it
 * before anything is written. On success it says how many items came in, and the page reloads.
 */
export function ImportItemsModal({
  instrumentId,
  open,
  onClose,
  onImported,
}: {
  instrumentId: number;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ItemImportMode>('append');
  const [section, setSection] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<ItemImportResponse | null>(null);
  const [report, setReport] = useState<QtiAnalysisResponse | null>(null);
  const kind = file ? itemFileKind(file.name) : null;

  const reset = () => {
    setFile(null);
    setMode('append');
    setSection('');
    setFileError(null);
    setRefusal(null);
    setDone(null);
    setReport(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!file || !kind) {
      setFileError(t('itemBank.chooseFile'));
      return;
    }
    const limit = kind === 'xlsx' ? ITEM_SHEET_MAX_BYTES : QTI_PACKAGE_MAX_BYTES;
    if (file.size > limit) {
      setFileError(t('itemBank.tooLarge', { mb: String(limit / MEGABYTE) }));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      // Silent: a refusal is shown here, with its problems, rather than as a toast.
      const env =
        kind === 'xlsx'
          ? await apiUpload('instruments/items/import-xlsx', { id: instrumentId, mode }, file, {
              silent: true,
            })
          : await apiUpload(
              'instruments/items/import-qti',
              { id: instrumentId, mode, ...(section.trim() ? { section: section.trim() } : {}) },
              file,
              { silent: true },
            );
      if (env.code !== 200 || !env.data) {
        setRefusal({
          message: env.error?.message ?? t('itemBank.failed'),
          problems: env.error?.problems ?? [],
        });
        return;
      }
      if ('analysis_id' in env.data) setReport(env.data);
      else await finished(env.data);
    } finally {
      setBusy(false);
    }
  };

  const finished = async (result: ItemImportResponse) => {
    setDone(result);
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    onImported();
  };

  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    try {
      const env = await api('instruments/items/import-qti-confirm', { analysis_id: report.analysis_id });
      if (env.code !== 200 || !env.data) {
        setReport(null);
        setRefusal({
          message: env.error?.message ?? t('itemBank.failed'),
          problems: env.error?.problems ?? [],
        });
        return;
      }
      setReport(null);
      await finished(env.data);
    } finally {
      setBusy(false);
    }
  };
  const importable = report ? report.counts.imported + report.counts.changed : 0;

  return (
    <Modal
      open={open}
      title={t('itemBank.importTitle')}
      onCancel={close}
      width={report ? 1000 : 760}
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            {t('itemBank.close')}
          </Button>
        ) : report ? (
          <Flex gap={8} justify="end">
            <Button onClick={() => setReport(null)}>{t('itemBank.back')}</Button>
            <Button type="primary" loading={busy} disabled={!importable} onClick={confirm}>
              {t('itemBank.confirm', { count: importable })}
            </Button>
          </Flex>
        ) : (
          <Flex gap={8} justify="end">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} onClick={submit}>
              {kind === 'qti' ? t('itemBank.analyse') : t('itemBank.import')}
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <ImportResult result={done} />
      ) : report ? (
        <QtiImportReport report={report} />
      ) : (
        <Form layout="vertical" component="div">
          <Typography.Paragraph type="secondary">{t('itemBank.importHint')}</Typography.Paragraph>
          <Form.Item
            label={t('itemBank.file')}
            htmlFor="import-items-file"
            validateStatus={fileError ? 'error' : undefined}
            help={fileError ?? undefined}
          >
            <input
              id="import-items-file"
              type="file"
              accept=".xlsx,.zip,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setRefusal(null);
                setFileError(chosen && !itemFileKind(chosen.name) ? t('itemBank.chooseFile') : null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('itemBank.mode')}>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value)}
              options={[
                { value: 'append', label: t('itemBank.append') },
                { value: 'replace', label: t('itemBank.replace') },
              ]}
            />
          </Form.Item>
          {mode === 'replace' ? (
            <Alert
              type="warning"
              showIcon
              title={t('itemBank.replaceWarning')}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {kind === 'qti' ? (
            <Form.Item
              label={t('itemBank.section')}
              htmlFor="import-items-section"
              extra={t('itemBank.sectionHint')}
            >
              <Input
                id="import-items-section"
                autoComplete="off"
                maxLength={200}
                placeholder={QTI_DEFAULT_SECTION}
                value={section}
                onChange={(e) => setSection(e.target.value)}
              />
            </Form.Item>
          ) : null}
          {refusal ? <RefusalTable refusal={refusal} /> : null}
        </Form>
      )}
    </Modal>
  );
}

function ImportResult({ result }: { result: ItemImportResponse }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title={
          result.mode === 'replace'
            ? t('itemBank.replaced', { count: result.imported, replaced: String(result.replaced) })
            : t('itemBank.added', { count: result.imported })
        }
        description={t('itemBank.sections', { sections: result.sections.join(', ') })}
      />
      {result.skipped.length ? (
        <>
          <Typography.Text strong>{t('itemBank.skipped', { count: result.skipped.length })}</Typography.Text>
          <Table
            size="small"
            rowKey="item"
            pagination={result.skipped.length > 10 ? { pageSize: 10 } : false}
            dataSource={result.skipped}
            columns={[
              { title: t('itemBank.item'), dataIndex: 'item' },
              { title: t('itemBank.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      ) : null}
    </Flex>
  );
}

function RefusalTable({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const rows = refusal.problems.map((p, i) => ({ ...p, key: i }));
  return (
    <Flex vertical gap={8}>
      <Alert
        type="error"
        showIcon
        title={t('itemBank.refused', { count: rows.length })}
        description={rows.length ? undefined : refusal.message}
      />
      {rows.length ? (
        <Table
          size="small"
          pagination={rows.length > 10 ? { pageSize: 10 } : false}
          dataSource={rows}
          columns={[
            {
              title: t('itemBank.where'),
              key: 'where',
              render: (_: unknown, p: ErrorProblem) =>
                p.row !== undefined ? t('itemBank.row', { row: String(p.row) }) : (p.item ?? ''),
            },
            { title: t('itemBank.column'), dataIndex: 'column', render: (c?: string) => c ?? '' },
            { title: t('itemBank.message'), dataIndex: 'message' },
          ]}
        />
      ) : null}
    </Flex>
  );
}
