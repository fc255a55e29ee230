import type { InvitationVariableItem } from '@asesa/contracts';
import { Card, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderPreview } from './template-preview';

/** The variables as tags: a click (or Enter / Space) inserts the token at the caret. */
export function VariableTags({
  variables,
  onInsert,
}: {
  variables: InvitationVariableItem[];
  onInsert: (token: string) => void;
}) {
  return (
    <Space wrap size={[4, 8]}>
      {variables.map((v) => (
        <Tooltip key={v.name} title={v.description}>
          <Tag
            color="blue"
            role="button"
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            // Keeps the focus (and so the caret) in the field being edited.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(v.token)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onInsert(v.token);
            }}
          >
            {v.token}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** The e-mail as a participant would get it, with sample values in place of the variables. */
export function TemplatePreviewCard({
  subject,
  body,
  projectName,
  corporateName,
}: {
  subject: string;
  body: string;
  projectName: string;
  corporateName: string;
}) {
  const { t } = useTranslation();
  const sample: Record<string, string> = {
    name: t('projectLanguages.sample.name'),
    project: projectName,
    link: `${window.location.origin}/test-activity/${t('projectLanguages.sample.code')}`,
    code: t('projectLanguages.sample.code'),
    expiry: t('projectLanguages.sample.expiry'),
    corporate: corporateName,
  };
  return (
    <Card size="small" title={t('projectLanguages.preview')} aria-label={t('projectLanguages.preview')}>
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
  );
}
