import { ACCOMMODATION_NEEDS } from '@asesa/contracts';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { ApiError } from '../../lib/api';
import { uiNumbers } from '../../lib/format';
import { type Copy, useCopy } from '../participant-journey/copy';
import { useOwnAccommodation, useRequestAccommodation } from './participant-queries';

const NEED_LABEL: Record<(typeof ACCOMMODATION_NEEDS)[number], keyof Copy> = {
  extra_time: 'accommodationNeedExtraTime',
  breaks: 'accommodationNeedBreaks',
  larger_text: 'accommodationNeedLargerText',
  high_contrast: 'accommodationNeedHighContrast',
  screen_reader: 'accommodationNeedScreenReader',
};

/**
 * The dashboard's "Need an adjustment?": the participant asks the project team for an
 * accommodation (what would help and a message); once asked, where the request stands, and the
 * adjustment in force in neutral words.
 */
export function AccommodationRequestCard({ pcode }: { pcode: string }) {
  const COPY = useCopy();
  const headingId = useId();
  const own = useOwnAccommodation(pcode);
  const send = useRequestAccommodation(pcode);
  const [form] = Form.useForm<{ needs: string[]; message: string }>();
  const terms = own.data?.terms;
  const request = own.data?.request;
  const text = (key: keyof Copy) => COPY[key] as string;
  const inForce = terms
    ? [
        terms.extra_time_percent > 0
          ? `${COPY.accommodationExtraTime} ${uiNumbers().percent(terms.extra_time_percent, 0)}`
          : '',
        terms.extra_time_overrides.length && !terms.extra_time_percent ? COPY.accommodationExtraTime : '',
        terms.break_minutes > 0 ? COPY.accommodationNeedBreaks : '',
        terms.larger_text ? COPY.accommodationNeedLargerText : '',
        terms.high_contrast ? COPY.accommodationNeedHighContrast : '',
        terms.screen_reader ? COPY.accommodationNeedScreenReader : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const waiting = request?.state === 'requested';
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          {COPY.accommodationHeading}
        </Typography.Title>
        <div role="status" aria-live="polite">
          {inForce ? (
            <Alert
              type="success"
              showIcon
              title={`${COPY.accommodationGranted} ${inForce}`}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          {waiting ? (
            <Alert type="info" showIcon title={COPY.accommodationPending} style={{ marginBottom: 12 }} />
          ) : null}
          {request?.state === 'declined' ? (
            <Alert
              type="warning"
              showIcon
              title={COPY.accommodationDeclined}
              description={request.decline_reason}
              style={{ marginBottom: 12 }}
            />
          ) : null}
        </div>
        {waiting ? null : (
          <>
            <Typography.Paragraph>{COPY.accommodationIntro}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              name="accommodation-request"
              initialValues={{ needs: [], message: '' }}
              onFinish={(v) =>
                send.mutate(
                  { needs: v.needs as (typeof ACCOMMODATION_NEEDS)[number][], message: v.message },
                  { onSuccess: () => form.resetFields() },
                )
              }
            >
              <Form.Item name="needs" label={COPY.accommodationNeeds}>
                <Checkbox.Group
                  style={{ display: 'grid', gap: 8 }}
                  options={ACCOMMODATION_NEEDS.map((n) => ({ value: n, label: text(NEED_LABEL[n]) }))}
                />
              </Form.Item>
              <Form.Item
                name="message"
                label={COPY.accommodationMessage}
                rules={[{ required: true, whitespace: true, message: COPY.accommodationMessageRequired }]}
              >
                <Input.TextArea rows={3} maxLength={2000} />
              </Form.Item>
              {send.isError ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={send.error instanceof ApiError ? send.error.message : COPY.accommodationSendFailed}
                  style={{ marginBottom: 12 }}
                />
              ) : null}
              <Button htmlType="submit" loading={send.isPending}>
                {COPY.accommodationSend}
              </Button>
            </Form>
          </>
        )}
      </section>
    </Card>
  );
}
