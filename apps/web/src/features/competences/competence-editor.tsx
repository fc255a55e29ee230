import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CompetenceDetail } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { applyServerError } from '../../lib/form';
import { CompetenceLevelsCard } from './competence-levels-card';
import { CompetenceDimensionsCard, DimensionScoringsCard, InterviewQuestionsCard } from './competence-lists';
import { CompetenceTranslationsCard, type LanguageProps } from './competence-translations-card';
import { COMPETENCES_KEY, duplicateCompetence, removeCompetence, submitCompetence } from './queries';

/** One competence with its levels, behaviours and weights, each part saved on its own. */
export function CompetenceEditor({
  competence: c,
  language,
  onLanguage,
}: { competence: CompetenceDetail } & LanguageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [duplicating, setDuplicating] = useState(false);
  const frozen = c.status === 'submitted';

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: COMPETENCES_KEY });
  };
  const saved = async (env: { code: number }) => {
    if (env.code !== 200) return;
    message.success(t('competences.saved'));
    await refresh();
  };

  return (
    <Flex vertical gap={16}>
      <Link to="/assessment-center/competence-library/all">
        <ArrowLeftOutlined /> {t('competences.back')}
      </Link>
      <PageHeader
        title={`${c.code} — ${c.name}`}
        extra={
          <CompetenceActions competence={c} onChanged={refresh} onDuplicate={() => setDuplicating(true)} />
        }
      />
      {frozen && <Alert type="info" showIcon title={t('competences.frozen')} />}

      <CompetenceLevelsCard competence={c} frozen={frozen} onSaved={saved} />

      <CompetenceTranslationsCard
        competence={c}
        language={language}
        onLanguage={onLanguage}
        onSaved={refresh}
      />

      <CompetenceDimensionsCard competence={c} frozen={frozen} onSaved={saved} />

      <InterviewQuestionsCard competence={c} frozen={frozen} onSaved={saved} />

      <DimensionScoringsCard competence={c} frozen={frozen} onSaved={saved} />

      <DuplicateCompetenceModal
        competence={c}
        open={duplicating}
        onClose={() => setDuplicating(false)}
        onDuplicated={refresh}
      />
    </Flex>
  );
}

/** The status, and Submit (while a draft), Duplicate and Remove, the irreversible ones asking first. */
function CompetenceActions({
  competence: c,
  onChanged,
  onDuplicate,
}: {
  competence: CompetenceDetail;
  onChanged: () => Promise<void>;
  onDuplicate: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const frozen = c.status === 'submitted';
  return (
    <Space>
      <Tag color={frozen ? 'green' : 'default'}>{t(`competences.statuses.${c.status}`)}</Tag>
      {!frozen && (
        <Popconfirm
          title={t('competences.submitConfirm')}
          onConfirm={async () => {
            const env = await submitCompetence(c.id);
            if (env.code !== 200) return;
            message.success(t('competences.submitted'));
            await onChanged();
          }}
        >
          <Button type="primary">{t('competences.submit')}</Button>
        </Popconfirm>
      )}
      <Button onClick={onDuplicate}>{t('competences.duplicate')}</Button>
      <Popconfirm
        title={t('competences.removeConfirm')}
        onConfirm={async () => {
          const env = await removeCompetence(c.id);
          if (env.code !== 200) return;
          message.success(t('competences.removed'));
          await onChanged();
          navigate('/assessment-center/competence-library/all');
        }}
      >
        <Button danger>{t('competences.remove')}</Button>
      </Popconfirm>
    </Space>
  );
}

/** A copy of the competence under a new code (and name), opened once made. */
function DuplicateCompetenceModal({
  competence: c,
  open,
  onClose,
  onDuplicated,
}: {
  competence: CompetenceDetail;
  open: boolean;
  onClose: () => void;
  onDuplicated: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <FormModal<{ code: string; name?: string }>
      open={open}
      name="competence-duplicate"
      title={t('competences.duplicateTitle')}
      okText={t('competences.duplicate')}
      initialValues={{ code: `${c.code}-COPY`, name: c.name }}
      onClose={onClose}
      onSubmit={async (values, form) => {
        const env = await duplicateCompetence({ id: c.id, ...values });
        if (!applyServerError(form, env) || !env.data) return false;
        message.success(t('competences.duplicated'));
        await onDuplicated();
        navigate(`/assessment-center/competence-library/${env.data.id}`);
        return true;
      }}
    >
      <Form.Item label={t('competences.code')} name="code" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('competences.name')} name="name">
        <Input autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
