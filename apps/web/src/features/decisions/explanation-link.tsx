import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { api, unwrap } from '../../lib/api';
import { currentLanguage } from '../participant-journey/api';
import { copyLanguage, EXPLANATION_COPY } from './explanation-copy';

/**
 * The finish page's link to the candidate's explanation: how their results are used and who
 * decided. The link outlives the participant code, so the candidate can come back to it.
 */
export function ExplanationLink({ pcode }: { pcode: string }) {
  const link = useQuery({
    queryKey: ['decision-explanation-link', pcode],
    queryFn: () =>
      unwrap(api('test-activities/decision-explanation-link', { participant_code: pcode }, { silent: true })),
    retry: false,
  });
  const token = link.data?.token;
  if (!token) return null;
  const C = EXPLANATION_COPY[copyLanguage(currentLanguage())];
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {C.linkTitle}
      </Typography.Title>
      <Typography.Paragraph>{C.linkText}</Typography.Paragraph>
      <Link to={`/explanation/${token}?lang=${copyLanguage(currentLanguage())}`}>{C.linkOpen}</Link>
    </Card>
  );
}
