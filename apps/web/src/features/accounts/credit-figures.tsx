import type { CorporateCredits } from '@asesa/contracts';
import { Flex, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { creditsText, reservationLines } from './credit-text';

/**
 * A corporate's credits as one story: the balance (the ledger), what its invited participants who
 * have not started hold in reserve (and how that was computed), and what is left for new
 * invitations. `more` adds figures (a project's cost per participant); `extra` an action.
 * Seen from a project (`projectId`), the reservation says what that project holds and what the
 * account's other projects hold.
 */
export function CreditFigures({
  credits,
  projectId,
  more,
  extra,
}: {
  credits: CorporateCredits;
  projectId?: number;
  more?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { summary, lines } = reservationLines(t, credits, projectId);
  const value = (n: number) => creditsText(t, n);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex wrap gap={40}>
          <Statistic
            title={t('credits.balance')}
            value={credits.balance}
            formatter={(v) => <span data-testid="credit-balance">{value(Number(v))}</span>}
          />
          <Statistic
            title={t(projectId === undefined ? 'credits.reserved' : 'credits.reservedAll')}
            value={credits.reserved}
            formatter={(v) => <span data-testid="credit-reserved">{value(Number(v))}</span>}
          />
          <div>
            <Statistic
              title={t('credits.available')}
              value={credits.available}
              formatter={(v) => <span data-testid="credit-available">{value(Number(v))}</span>}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('credits.availableHint')}
            </Typography.Text>
          </div>
          {more}
        </Flex>
        {extra}
      </Flex>
      <div data-testid="credit-reservations">
        <Typography.Text>{summary}</Typography.Text>
        {lines.length ? (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Typography.Text type="secondary">{t('credits.story')}</Typography.Text>
    </Flex>
  );
}
