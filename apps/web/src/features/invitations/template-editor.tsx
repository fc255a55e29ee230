import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Flex, Form, Input, Modal, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { useBusy } from '../../lib/use-busy';
import { languagesKey, useVariables } from './queries';
import { TemplatePreviewCard, VariableTags } from './template-editor-parts';
import { type TemplateValues, useCaretInsert, useTemplateData } from './template-editor-state';
import { unknownVariables } from './template-preview';

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
  const [form] = Form.useForm<TemplateValues>();
  const [busy, whileBusy] = useBusy();
  const variables = useVariables();
  const { detail, templates, startFromDefault } = useTemplateData(projectId, language, form);
  const caret = useCaretInsert(form);
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';

  const known = (variables.data ?? []).map((v) => v.name);
  const unknown = known.length ? unknownVariables(`${subject}\n${body}`, known) : [];

  const save = async (values: TemplateValues) => {
    if (!language) return;
    await whileBusy(async () => {
      const env = await api('projects/configs/languages/update', {
        project_id: projectId,
        language_code: language.code,
        ...values,
      });
      if (!applyServerError(form, env)) return;
      message.success(t('projectLanguages.saved'));
      await queryClient.invalidateQueries({ queryKey: languagesKey(projectId) });
      onClose();
    });
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
            <Form<TemplateValues>
              form={form}
              layout="vertical"
              name="invitation-template"
              onFinish={save}
              disabled={busy}
            >
              <TemplateFields caret={caret} />
            </Form>
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{t('projectLanguages.variables')}</Typography.Text>
              <VariableTags variables={variables.data ?? []} onInsert={caret.insert} />
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
            <TemplatePreviewCard
              subject={subject}
              body={body}
              projectName={projectName}
              corporateName={corporateName}
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}

/** Subject and message, each telling the caret helper when it has the focus. */
function TemplateFields({ caret }: { caret: ReturnType<typeof useCaretInsert> }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('projectLanguages.subject')}
        name="subject"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input
          ref={(el) => {
            caret.subjectRef.current = el?.input ?? null;
          }}
          onFocus={() => {
            caret.lastField.current = 'subject';
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('projectLanguages.body')}
        name="body"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input.TextArea
          ref={caret.bodyRef}
          autoSize={{ minRows: 10, maxRows: 22 }}
          onFocus={() => {
            caret.lastField.current = 'body';
          }}
        />
      </Form.Item>
    </>
  );
}
