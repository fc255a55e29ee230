import {
  type Envelope,
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
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiUpload } from '../../lib/api';
import { itemFileKind } from './item-bank-file';
import { QtiAnalysisProgress } from './qti-analysis-progress';
import { QtiImportReport } from './qti-import-report';
import { INSTRUMENTS_KEY } from './queries';

const MEGABYTE = 1024 * 1024;

interface Refusal {
  message: string;
  problems: ErrorProblem[];
}

/** What a refused import says: the server's message and every problem it found. */
const refusalOf = (error: Envelope<unknown>['error'], fallback: string): Refusal => ({
  message: error?.message ?? fallback,
  problems: error?.problems ?? [],
});

/** Why the chosen file cannot be sent (none chosen, not a sheet or package, too large), or null. */
function fileProblem(file: File | null, kind: 'xlsx' | 'qti' | null, t: TFunction): string | null {
  if (!file || !kind) return t('itemBank.chooseFile');
  const limit = kind === 'xlsx' ? ITEM_SHEET_MAX_BYTES : QTI_PACKAGE_MAX_BYTES;
  return file.size > limit ? t('itemBank.tooLarge', { mb: String(limit / MEGABYTE) }) : null;
}

/** Sends the file to the sheet import, or to the QTI analysis (into the chosen section, if any). */
function uploadItemFile(
  instrumentId: number,
  upload: { file: File; kind: 'xlsx' | 'qti'; mode: ItemImportMode; section: string },
) {
  const { file, mode } = upload;
  const section = upload.section.trim();
  // Silent: a refusal is shown in the modal, with its problems, rather than as a toast.
  return upload.kind === 'xlsx'
    ? apiUpload('instruments/items/import-xlsx', { id: instrumentId, mode }, file, { silent: true })
    : apiUpload(
        'instruments/items/import-qti',
        { id: instrumentId, mode, ...(section ? { section } : {}) },
        file,
        { silent: true },
      );
}

/**
 * The import's steps: the chosen file and options, the upload (a sheet is imported at once, a QTI
 * package analysed by a job, `analysisId` until its report or refusal is in), the confirmation of
 * an analysed package, and what came of it.
 */
function useItemImport(instrumentId: number, onImported: () => void) {
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
  const [analysisId, setAnalysisId] = useState<number | null>(null);
  const kind = file ? itemFileKind(file.name) : null;
  const reset = () => {
    setFile(null);
    setMode('append');
    setSection('');
    setFileError(null);
    setRefusal(null);
    setDone(null);
    setReport(null);
    setAnalysisId(null);
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
    setFileError(chosen && !itemFileKind(chosen.name) ? t('itemBank.chooseFile') : null);
  };
  const finished = async (result: ItemImportResponse) => {
    setDone(result);
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    onImported();
  };
  const submit = async () => {
    const problem = fileProblem(file, kind, t);
    if (problem || !file || !kind) {
      setFileError(problem);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const env = await uploadItemFile(instrumentId, { file, kind, mode, section });
      if (env.code !== 200 || !env.data) {
        setRefusal(refusalOf(env.error, t('itemBank.failed')));
        return;
      }
      if ('analysis_id' in env.data) setAnalysisId(env.data.analysis_id);
      else await finished(env.data);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    try {
      const env = await api('instruments/items/import-qti-confirm', { analysis_id: report.analysis_id });
      setReport(null);
      if (env.code !== 200 || !env.data) {
        setRefusal(refusalOf(env.error, t('itemBank.failed')));
        return;
      }
      await finished(env.data);
    } finally {
      setBusy(false);
    }
  };
  const analysed = (result: QtiAnalysisResponse) => {
    setAnalysisId(null);
    setReport(result);
  };
  const analysisFailed = (message: string) => {
    setAnalysisId(null);
    setRefusal({ message, problems: [] });
  };
  const importable = report ? report.counts.imported + report.counts.changed : 0;
  const back = () => setReport(null);
  return {
    kind,
    mode,
    setMode,
    section,
    setSection,
    fileError,
    busy,
    refusal,
    done,
    report,
    analysisId,
    analysed,
    analysisFailed,
    importable,
    reset,
    choose,
    submit,
    confirm,
    back,
  };
}

type ItemImport = ReturnType<typeof useItemImport>;

/** The modal's buttons at each step: import or analyse, confirm the analysed package, close. */
function ImportItemsFooter({ importer, onClose }: { importer: ItemImport; onClose: () => void }) {
  const { t } = useTranslation();
  if (importer.done)
    return (
      <Button type="primary" onClick={onClose}>
        {t('itemBank.close')}
      </Button>
    );
  if (importer.report)
    return (
      <Flex gap={8} justify="end">
        <Button onClick={importer.back}>{t('itemBank.back')}</Button>
        <Button
          type="primary"
          loading={importer.busy}
          disabled={!importer.importable}
          onClick={importer.confirm}
        >
          {t('itemBank.confirm', { count: importer.importable })}
        </Button>
      </Flex>
    );
  return (
    <Flex gap={8} justify="end">
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button
        type="primary"
        loading={importer.busy || importer.analysisId !== null}
        onClick={importer.submit}
      >
        {importer.kind === 'qti' ? t('itemBank.analyse') : t('itemBank.import')}
      </Button>
    </Flex>
  );
}

/** The file, whether it adds to or replaces the content, a QTI package's section, and any refusal. */
function ImportItemsForm({ importer }: { importer: ItemImport }) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">{t('itemBank.importHint')}</Typography.Paragraph>
      <Form.Item
        label={t('itemBank.file')}
        htmlFor="import-items-file"
        validateStatus={importer.fileError ? 'error' : undefined}
        help={importer.fileError ?? undefined}
      >
        <input
          id="import-items-file"
          type="file"
          accept=".xlsx,.zip,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => importer.choose(e.target.files?.[0] ?? null)}
        />
      </Form.Item>
      <Form.Item label={t('itemBank.mode')}>
        <Radio.Group
          value={importer.mode}
          onChange={(e) => importer.setMode(e.target.value)}
          options={[
            { value: 'append', label: t('itemBank.append') },
            { value: 'replace', label: t('itemBank.replace') },
          ]}
        />
      </Form.Item>
      {importer.mode === 'replace' ? (
        <Alert type="warning" showIcon title={t('itemBank.replaceWarning')} style={{ marginBottom: 16 }} />
      ) : null}
      {importer.kind === 'qti' ? (
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
            value={importer.section}
            onChange={(e) => importer.setSection(e.target.value)}
          />
        </Form.Item>
      ) : null}
      {importer.refusal ? <RefusalTable refusal={importer.refusal} /> : null}
    </Form>
  );
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
  const importer = useItemImport(instrumentId, onImported);
  const close = () => {
    importer.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('itemBank.importTitle')}
      onCancel={close}
      width={importer.report ? 1000 : 760}
      footer={<ImportItemsFooter importer={importer} onClose={close} />}
    >
      {importer.done ? (
        <ImportResult result={importer.done} />
      ) : importer.report ? (
        <QtiImportReport report={importer.report} />
      ) : importer.analysisId ? (
        <QtiAnalysisProgress
          analysisId={importer.analysisId}
          onReport={importer.analysed}
          onFailed={importer.analysisFailed}
        />
      ) : (
        <ImportItemsForm importer={importer} />
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
