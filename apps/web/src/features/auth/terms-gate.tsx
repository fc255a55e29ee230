import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { api } from '../../lib/api';
import { PRODUCT_NAME } from '../../lib/config';
import { useBusy } from '../../lib/use-busy';
import { useAuth } from './auth-context';
import { SESSION_QUERY_KEY, type Session } from './session';

/**
 * The terms a collaborator agrees to before any back-office page (users/collaborators/tnc-agreed).
 * Until then the server refuses other calls with 403 'tnc_required'.
 */
export function TermsGate() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const [busy, whileBusy] = useBusy();

  const agree = async () => {
    await whileBusy(async () => {
      const env = await api('users/collaborators/tnc-agreed', {});
      if (env.code !== 200 || !env.data) return;
      const agreed = env.data.is_agree_tnc;
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (s) =>
        s?.status === 'authenticated' ? { ...s, user: { ...s.user, is_agree_tnc: agreed } } : s,
      );
      // Anything fetched before the agreement was refused; fetch it again.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    });
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        <Flex justify="center" style={{ marginBottom: 16 }}>
          <Logo maxHeight={52} />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t('terms.title')}
        </Typography.Title>
        <Typography.Paragraph strong>{t('terms.intro', { name: PRODUCT_NAME })}</Typography.Paragraph>
        <section
          aria-label={t('terms.title')}
          style={{ maxHeight: '50vh', overflowY: 'auto', paddingInlineEnd: 8, marginBottom: 24 }}
        >
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {t('terms.paragraphs', { returnObjects: true }).map((text) => (
              <li key={text} style={{ marginBottom: 12 }}>
                {text}
              </li>
            ))}
          </ol>
        </section>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => void logout()} disabled={busy}>
            {t('terms.signOut')}
          </Button>
          <Button type="primary" onClick={() => void agree()} loading={busy}>
            {t('terms.agree')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
