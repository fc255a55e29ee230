import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { NormImportResponse } from '@asesa/contracts';
import { Alert, Button, Flex, Form, InputNumber, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUpload } from '../../lib/api';
import { importedToGrid } from './scoring-model';

/** The editable norm grid (raw_min, raw_max, scaled, percentile) with an import from CSV/XLSX. */
export function NormTableField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [preview, setPreview] = useState<NormImportResponse | null>(null);

  return (
    <Form.Item label={t('scoring.rows')} required>
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={6}>
            <Flex gap={8} style={{ fontWeight: 500 }} aria-hidden>
              <span style={{ width: 96 }}>{t('scoring.rawMin')}</span>
              <span style={{ width: 96 }}>{t('scoring.rawMax')}</span>
              <span style={{ width: 96 }}>{t('scoring.scaled')}</span>
              <span style={{ width: 96 }}>{t('scoring.percentile')}</span>
            </Flex>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="center">
                {(['raw_min', 'raw_max', 'scaled', 'percentile'] as const).map((col) => (
                  <Form.Item key={col} name={[field.name, col]} style={{ width: 96, marginBottom: 0 }}>
                    <InputNumber aria-label={`${col} ${i + 1}`} style={{ width: 96 }} />
                  </Form.Item>
                ))}
                <MinusCircleOutlined
                  aria-label={t('scoring.removeRow', { n: String(i + 1) })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Flex gap={8}>
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                {t('scoring.addRow')}
              </Button>
              <Upload
                accept=".csv,.xlsx"
                showUploadList={false}
                beforeUpload={async (file) => {
                  const env = await apiUpload('quiz-scorings/final-scores/import', {}, file);
                  if (env.data) setPreview(env.data);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined aria-hidden />}>{t('scoring.import')}</Button>
              </Upload>
            </Flex>
          </Flex>
        )}
      </Form.List>
      <Modal
        open={preview !== null}
        title={t('scoring.importTitle')}
        okText={t('scoring.importUse')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !preview?.valid }}
        onCancel={() => setPreview(null)}
        onOk={() => {
          if (preview) form.setFieldValue('rows', importedToGrid(preview.rows));
          setPreview(null);
        }}
        width={720}
      >
        {preview && !preview.valid ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('scoring.importInvalid')}
            description={preview.problems.length ? preview.problems.join('; ') : undefined}
          />
        ) : null}
        <Table
          size="small"
          rowKey="line"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={preview?.rows ?? []}
          columns={[
            { title: t('scoring.line'), dataIndex: 'line', width: 60 },
            { title: t('scoring.rawMin'), dataIndex: 'raw_min' },
            { title: t('scoring.rawMax'), dataIndex: 'raw_max' },
            { title: t('scoring.scaled'), dataIndex: 'scaled' },
            { title: t('scoring.percentile'), dataIndex: 'percentile' },
            {
              title: t('scoring.errors'),
              dataIndex: 'errors',
              render: (errors: string[]) => <span style={{ color: '#cf1322' }}>{errors.join('; ')}</span>,
            },
          ]}
        />
      </Modal>
    </Form.Item>
  );
}
