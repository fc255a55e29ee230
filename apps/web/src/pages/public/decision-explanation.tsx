import type { DecisionExplanation } from '@asesa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CardSection } from '../../components/card-section';
import { copyLanguage, EXPLANATION_COPY } from '../../features/decisions/explanation-copy';
import { usePlatformHelp } from '../../features/participant-journey/api';
import { HelpButton } from '../../features/participant-journey/help-button';
import { api, apiDownload, unwrap } from '../../lib/api';

const DECISION_COLOURS = { accept: 'green', reject: 'red', hold: 'gold' } as const;

/**
 * /explanation/{token}: the candidate's explanation of a decision, without signing in — what was
 * measured and their scores with bands, how the recommendation was formed, who decided and when,
 * and a form to contest that reaches the project's staff. In the candidate's language (a switch
 * changes it), and as a PDF.
 */
export function DecisionExplanationPage() {
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const lang = copyLanguage(search.get('lang'));
  const C = EXPLANATION_COPY[lang];
  const explanation = useQuery({
    queryKey: ['decision-explanation', token, lang],
    queryFn: () => unwrap(api('test-activities/decision-explanation', { token, lang }, { silent: true })),
    retry: false,
  });
  const e = explanation.data;
  const help = usePlatformHelp();
  useEffect(() => {
    document.documentElement.lang = lang;
    if (e) document.title = `${e.project_name} · ${e.name}`;
  }, [lang, e]);

  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 16 }}>
      <Flex justify="end" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={C.language}
          value={lang}
          onChange={(v) => setSearch({ lang: String(v) }, { replace: true })}
          options={[
            { value: 'id', label: 'Bahasa Indonesia' },
            { value: 'en', label: 'English' },
          ]}
        />
        <HelpButton contact={help.data} labels={C} />
      </Flex>
      {explanation.isPending ? <Skeleton active /> : null}
      {explanation.isError ? (
        <Result status="warning" title={C.loadFailed} subTitle={(explanation.error as Error).message} />
      ) : null}
      {e ? <ExplanationBody e={e} token={token} /> : null}
    </main>
  );
}

function ExplanationBody({ e, token }: { e: DecisionExplanation; token: string }) {
  const C = EXPLANATION_COPY[e.language];
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {e.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {e.project_name} · {e.corporate_name}
        </Typography.Paragraph>
        <Button
          onClick={() =>
            void apiDownload('test-activities/decision-explanation-pdf', { token, lang: e.language })
          }
        >
          {C.downloadPdf}
        </Button>
      </Card>
      <CardSection id="review-heading" level={2} heading={C.decisionHeading}>
        {e.review ? (
          <>
            <Tag color={DECISION_COLOURS[e.review.decision]}>{e.review.decision_text}</Tag>
            <Typography.Paragraph style={{ marginTop: 8 }}>{e.review.reviewed_at_text}</Typography.Paragraph>
            <Typography.Paragraph>
              <strong>{C.reasonLabel}:</strong> {e.review.reason}
            </Typography.Paragraph>
          </>
        ) : (
          <Typography.Paragraph>{C.notReviewed}</Typography.Paragraph>
        )}
      </CardSection>
      <ExplanationSections e={e} />
      <ContestForm e={e} token={token} />
    </Flex>
  );
}

function ExplanationSections({ e }: { e: DecisionExplanation }) {
  const C = EXPLANATION_COPY[e.language];
  // Real headings (h2 over each test's h3), as in the PDF, so a screen reader's heading list
  // reaches "What was measured" and "How the recommendation was formed" directly.
  return (
    <>
      <section aria-labelledby="measured-heading">
        <Typography.Title level={2} id="measured-heading" style={{ fontSize: 18 }}>
          {C.measuredHeading}
        </Typography.Title>
        <Flex vertical gap={16}>
          {e.measured.map((i) => (
            <Card key={i.instrument_name}>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                {i.instrument_name}
              </Typography.Title>
              <Typography.Paragraph>{i.summary}</Typography.Paragraph>
              <ul>
                {i.scores.map((s) => (
                  <li key={s.name}>{s.description}</li>
                ))}
              </ul>
            </Card>
          ))}
        </Flex>
      </section>
      <section aria-labelledby="recommendation-heading">
        <Typography.Title level={2} id="recommendation-heading" style={{ fontSize: 18 }}>
          {C.recommendationHeading}
        </Typography.Title>
        {e.recommendation ? (
          <Card>
            <Typography.Paragraph strong>{e.recommendation.fit_text}</Typography.Paragraph>
            <ul>
              {e.recommendation.how.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <ul>
              {e.recommendation.parts.map((p) => (
                <li key={p.name}>{p.text}</li>
              ))}
            </ul>
            <Alert type="info" showIcon title={e.recommendation.use_text} />
          </Card>
        ) : (
          <Card>
            <Typography.Paragraph>{C.noRecommendation}</Typography.Paragraph>
          </Card>
        )}
      </section>
    </>
  );
}

function ContestForm({ e, token }: { e: DecisionExplanation; token: string }) {
  const C = EXPLANATION_COPY[e.language];
  const [form] = Form.useForm<{ message: string; contact_email: string }>();
  const contest = useMutation({
    mutationFn: (v: { message: string; contact_email: string }) =>
      unwrap(api('test-activities/decision-contest', { token, ...v })),
  });
  return (
    <CardSection id="contest-heading" level={2} heading={C.contestHeading}>
      <Typography.Paragraph>{e.contest.text}</Typography.Paragraph>
      {contest.isSuccess ? (
        <Alert type="success" showIcon role="status" title={C.contestSent} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => contest.mutate(v)}>
          <Form.Item name="message" label={C.contestMessage} rules={[{ required: true, min: 10 }]}>
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item name="contact_email" label={C.contestEmail} rules={[{ type: 'email' }]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          {contest.isError ? <Alert type="error" showIcon title={(contest.error as Error).message} /> : null}
          <Button type="primary" htmlType="submit" loading={contest.isPending}>
            {C.contestSend}
          </Button>
        </Form>
      )}
    </CardSection>
  );
}
