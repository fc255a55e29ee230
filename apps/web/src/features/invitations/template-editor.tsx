import type { ProjectLanguageUpdateRequest } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { languagesKey, useVariables } from './queries';
import { insertAt, renderPreview, unknownVariables } from './template-preview';

type Values = Pick<ProjectLanguageUpdateRequest, 'subject' | 'body'>;
type Field = keyof Values;

/**
 * Edits a project's invitation e-mail in one language: subject and message, the variables as
 * clickable tags that insert at the caret, and a live preview with sample values.
 */
export function TemplateEditor({
  projectId,
  projectName,
  corporateName,
  language,
  onClose,
}: {
  projectId: number;
  projectName: string;
  corporateName: string;
  language: { code: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const variables = useVariables();
  const lastField = useRef<Field>('body');
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const bodyRef = useRef<TextAreaRef | null>(null);
  const detail = useQuery({
    queryKey: [...languagesKey(projectId), 'detail', language?.code],
    queryFn: () =>
      unwrap(
        api('projects/configs/languages/detail', { project_id: projectId, language_code: language!.code }),
      ),
    enabled: language !== null,
  });
  const templates = useQuery({
    queryKey: ['invitation-templates'],
    queryFn: () => unwrap(api('projects/configs/languages/templates', {})),
    enabled: language !== null,
  });
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';

  useEffect(() => {
    if (detail.data) form.setFieldsValue({ subject: detail.data.subject, body: detail.data.body });
  }, [detail.data, form]);

  const known = (variables.data ?? []).map((v) => v.name);
  const unknown = known.length ? unknownVariables(`${subject}\n${body}`, known) : [];
  const sample: Record<string, string> = {
    name: t('projectLanguages.sample.name'),
    project: projectName,
    link: `${window.location.origin}/test-activity/${t('projectLanguages.sample.code')}`,
    code: t('projectLanguages.sample.code'),
    expiry: t('projectLanguages.sample.expiry'),
    corporate: corporateName,
  };

  const insert = (token: string) => {
    const field = lastField.current;
    const current = form.getFieldValue(field) ?? '';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(current, token, start, end);
    form.setFieldValue(field, next.text);
    // Put the caret after the inserted variable once React has rendered the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const startFromDefault = () => {
    const shipped =
      templates.data?.find((x) => x.language_code === language?.code) ??
      templates.data?.find((x) => x.language_code === 'en');
    if (shipped) form.setFieldsValue({ subject: shipped.subject, body: shipped.body });
  };

  const save = async (values: Values) => {
    if (!language) return;
    setBusy(true);
    try {
      const env = await api('projects/configs/languages/update', {
        project_id: projectId,
        language_code: language.code,
        ...values,
      });
      if (!applyServerError(form, env)) return;
      message.success(t('projectLanguages.saved'));
      await queryClient.invalidateQueries({ queryKey: languagesKey(projectId) });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={language !== null}
      title={t('projectLanguages.editTitle', { name: language?.name ?? '' })}
      width={1000}
      onCancel={onClose}
      okText={t('common.save')}
      okButtonProps={{ loading: busy, disabled: unknown.length > 0 }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={24}>
          <Col xs={24} lg={13}>
            <Form<Values>
              form={form}
              layout="vertical"
              name="invitation-template"
              onFinish={save}
              disabled={busy}
            >
              <Form.Item
                label={t('projectLanguages.subject')}
                name="subject"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input
                  ref={(el) => {
                    subjectRef.current = el?.input ?? null;
                  }}
                  onFocus={() => {
                    lastField.current = 'subject';
                  }}
                />
              </Form.Item>
              <Form.Item
                label={t('projectLanguages.body')}
                name="body"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input.TextArea
                  ref={bodyRef}
                  autoSize={{ minRows: 10, maxRows: 22 }}
                  onFocus={() => {
                    lastField.current = 'body';
                  }}
                />
              </Form.Item>
            </Form>
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{t('projectLanguages.variables')}</Typography.Text>
              <Space wrap size={[4, 8]}>
                {(variables.data ?? []).map((v) => (
                  <Tooltip key={v.name} title={v.description}>
                    <Tag
                      color="blue"
                      role="button"
                      tabIndex={0}
                      style={{ cursor: 'pointer' }}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => insert(v.token)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') insert(v.token);
                      }}
                    >
                      {v.token}
                    </Tag>
                  </Tooltip>
                ))}
              </Space>
              <div>
                <Button size="small" onClick={startFromDefault} disabled={!templates.data}>
                  {t('projectLanguages.resetDefault')}
                </Button>
              </div>
              {unknown.length ? (
                <Alert
                  type="error"
                  showIcon
                  title={`${t('projectLanguages.body')}: ${unknown.map((u) => `{${u}}`).join(', ')}?`}
                />
              ) : null}
            </Flex>
          </Col>
          <Col xs={24} lg={11}>
            <Card
              size="small"
              title={t('projectLanguages.preview')}
              aria-label={t('projectLanguages.preview')}
            >
              <Typography.Text type="secondary">
                {t('projectLanguages.previewTo', { email: t('projectLanguages.sample.email') })}
              </Typography.Text>
              <Typography.Title level={5} style={{ marginTop: 8 }}>
                {renderPreview(subject, sample)}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {renderPreview(body, sample)}
              </Typography.Paragraph>
            </Card>
          </Col>
        </Row>
      )}
    </Modal>
  );
}
