import { DECISIONS, type Decision, type DecisionReview } from '@asesa/contracts';
import { Alert, App, Button, Form, Input, List, Radio, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useDecisionHistory, useRecordDecision } from './queries';

const COLOURS: Record<Decision, string> = { accept: 'green', reject: 'red', hold: 'gold' };

/** A decision as a coloured tag in the reader's language. */
export function DecisionTag({ decision }: { decision: Decision }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[decision]}>{t(`decisions.choices.${decision}`)}</Tag>;
}

/** The form a reviewer records accept / reject / hold with, and the reason for it. */
function RecordDecisionForm({ projectId, participantId }: { projectId: number; participantId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const recordDecision = useRecordDecision(projectId);
  const [form] = Form.useForm<{ decision: Decision; reason: string }>();

  const submit = async (values: { decision: Decision; reason: string }) => {
    await recordDecision.mutateAsync({ participant_id: participantId, ...values });
    form.resetFields();
    void message.success(t('decisions.recorded'));
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label={t('decisions.record')}>
      <Form.Item name="decision" label={t('decisions.decision')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={DECISIONS.map((d) => ({ value: d, label: t(`decisions.choices.${d}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('decisions.reason')}
        extra={t('decisions.reasonHelp')}
        rules={[{ required: true, min: 3 }]}
      >
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={recordDecision.isPending}>
        {t('decisions.record')}
      </Button>
    </Form>
  );
}

/** Every decision recorded so far, in the order the server gives them, overrides of a suggestion marked. */
function ReviewHistory({ reviews }: { reviews: DecisionReview[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('decisions.history')}
      </Typography.Title>
      {reviews.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('decisions.noReviews')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          aria-label={t('decisions.history')}
          dataSource={reviews}
          renderItem={(r: DecisionReview) => (
            <List.Item>
              <div>
                <DecisionTag decision={r.decision} />
                {r.is_override && r.suggestion ? (
                  <Tag color="purple">
                    {t('decisions.overrideOf', { suggestion: t(`decisions.choices.${r.suggestion}`) })}
                  </Tag>
                ) : null}
                <Typography.Text type="secondary">
                  {t('decisions.by', { name: r.reviewer_name, date: formatDateTime(r.created_at) })}
                </Typography.Text>
                <div>{r.reason}</div>
              </div>
            </List.Item>
          )}
        />
      )}
    </>
  );
}

/**
 * The results drawer's decision: what job fit suggests (only where the project lets it pre-select,
 * and said to be a suggestion), the form a reviewer records accept / reject / hold with, and the
 * history of every decision (overrides marked) and of the candidate's contests.
 */
export function ReviewPanel({ projectId, participantId }: { projectId: number; participantId: number }) {
  const { t } = useTranslation();
  const history = useDecisionHistory(projectId, participantId);
  if (history.isLoading) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={(history.error as Error).message} />;
  const h = history.data!;

  return (
    <section aria-labelledby="decision-heading">
      <Typography.Title level={5} id="decision-heading">
        {t('decisions.title')}
      </Typography.Title>
      {h.job_fit_use === 'rank_only' ? (
        <Typography.Paragraph type="secondary">{t('decisions.rankOnly')}</Typography.Paragraph>
      ) : h.suggestion ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <span>
              {t('decisions.suggestion')}: <DecisionTag decision={h.suggestion} />
            </span>
          }
          description={t('decisions.suggestionNote')}
        />
      ) : null}
      <RecordDecisionForm projectId={projectId} participantId={participantId} />
      <ReviewHistory reviews={h.reviews} />
      {h.contests.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('decisions.contests')}
          description={h.contests.map((c) => (
            <p key={c.id} style={{ margin: 0 }}>
              {formatDateTime(c.created_at)} — {c.message} {c.contact_email ? `(${c.contact_email})` : ''}
            </p>
          ))}
        />
      ) : null}
      {h.explanation_opened_at ? (
        <Typography.Paragraph type="secondary">
          {t('decisions.explanationOpened', { date: formatDateTime(h.explanation_opened_at) })}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}
