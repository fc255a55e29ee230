import type { InstrumentPackage } from '@asesa/contracts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { parsePackageFile } from './package-file';
import { INSTRUMENTS_KEY } from './queries';

/** 'Import JSON': a package exported by another installation becomes a draft instrument here. */
export function ImportPackageModal({ open, onClose }: ModalControl) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pkg, setPkg] = useState<InstrumentPackage | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <RequestModal<{ code?: string }, { id: number }>
      open={open}
      name="import-instrument"
      title={t('instrumentPackage.importTitle')}
      okText={t('instrumentPackage.import')}
      onClose={() => {
        setPkg(null);
        setFileError(null);
        onClose();
      }}
      send={(values) => {
        if (!pkg) {
          setFileError(t('instrumentPackage.chooseFile'));
          return null;
        }
        return api('instruments/import-package', {
          package: pkg,
          ...(values.code ? { code: values.code } : {}),
        });
      }}
      success={t('instrumentPackage.imported')}
      refresh={INSTRUMENTS_KEY}
      onAccepted={(instrument) => navigate(`/assessment-center/test-instrument/${instrument.id}`)}
    >
      <Form.Item
        label={t('instrumentPackage.file')}
        htmlFor="import-instrument-file"
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <input
          id="import-instrument-file"
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const parsed = parsePackageFile(await file.text());
            setPkg(parsed.package);
            setFileError(parsed.error ? t('instrumentPackage.notPackage') : null);
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('instrumentPackage.newCode')}
        name="code"
        extra={t('instrumentPackage.newCodeHint')}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </RequestModal>
  );
}
