import type { InstrumentPackage } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { parsePackageFile } from './package-file';
import { INSTRUMENTS_KEY } from './queries';

/** 'Import JSON': a package exported by another installation becomes a draft instrument here. */
export function ImportPackageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pkg, setPkg] = useState<InstrumentPackage | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <FormModal<{ code?: string }>
      open={open}
      name="import-instrument"
      title={t('instrumentPackage.importTitle')}
      okText={t('instrumentPackage.import')}
      onClose={() => {
        setPkg(null);
        setFileError(null);
        onClose();
      }}
      onSubmit={async (values, form) => {
        if (!pkg) {
          setFileError(t('instrumentPackage.chooseFile'));
          return false;
        }
        const env = await api('instruments/import-package', {
          package: pkg,
          ...(values.code ? { code: values.code } : {}),
        });
        if (!applyServerError(form, env) || !env.data) return false;
        message.success(t('instrumentPackage.imported'));
        await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
        navigate(`/assessment-center/test-instrument/${env.data.id}`);
        return true;
      }}
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
    </FormModal>
  );
}
