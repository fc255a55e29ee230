import { MailOutlined, PhoneOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { HelpContact } from '@asesa/contracts';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { fill } from './copy';

/** The words of the help, in the page's language (participant copy or the explanation's). */
export interface HelpLabels {
  helpButton: string;
  helpTitle: string;
  helpHowTo: string;
  helpContactIntro: string;
  helpEmail: string;
  helpPhone: string;
  close: string;
}

/**
 * WCAG 3.2.6 consistent help: every participant page shows this button at the right end of its
 * top bar; it opens whom to ask (e-mail, and phone when the contact has one) and a short how-to.
 * A dialog rather than a popover, so the keyboard moves into it and Escape closes it.
 */
export function HelpButton({ contact, labels }: { contact: HelpContact | undefined; labels: HelpLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<QuestionCircleOutlined aria-hidden />}
        data-testid="help-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {labels.helpButton}
      </Button>
      <Modal
        open={open}
        title={labels.helpTitle}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {labels.close}
          </Button>
        }
      >
        <Typography.Paragraph>{labels.helpHowTo}</Typography.Paragraph>
        {contact ? (
          <Flex vertical gap={4} data-testid="help-contact">
            <Typography.Text>{fill(labels.helpContactIntro, { name: contact.name })}</Typography.Text>
            <Typography.Text>
              <MailOutlined aria-hidden /> {labels.helpEmail}:{' '}
              <Typography.Link href={`mailto:${contact.email}`}>{contact.email}</Typography.Link>
            </Typography.Text>
            {contact.phone ? (
              <Typography.Text>
                <PhoneOutlined aria-hidden /> {labels.helpPhone}:{' '}
                <Typography.Link href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                  {contact.phone}
                </Typography.Link>
              </Typography.Text>
            ) : null}
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}
