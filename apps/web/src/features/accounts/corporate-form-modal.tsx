import { type CorporateRow, corporateNewRequest } from '@asesa/contracts';
import { AutoComplete, ColorPicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContractTextField } from '../../components/contract-text-field';
import { RequestModal } from '../../components/request-modal';
import { SwitchItem } from '../../components/switch-item';
import { api } from '../../lib/api';
import { contractRule } from '../../lib/form';
import { AccountNameFields, useAccountSaved } from './account-parts';
import {
  CORPORATE_FORM_DEFAULTS,
  type CorporateFormValues,
  corporateFormToPayload,
  corporateFormToUpdate,
  corporateToFormValues,
  FONT_THEMES,
} from './corporate-form-model';
import { useConsultantOptions } from './queries';
import { SectorPicker } from './sector-picker';

const shape = corporateNewRequest.shape;
const FONT_OPTIONS = FONT_THEMES.map((value) => ({ value }));

/**
 * 'New corporate account' (accounts/corporates/new) or, given a corporate, its edit form
 * (accounts/corporates/update). An admin creating one also picks the consultant account.
 */
export function CorporateFormModal({
  open,
  onClose,
  corporate,
  pickConsultant = false,
  openAfterCreate = false,
}: {
  open: boolean;
  onClose: () => void;
  corporate?: CorporateRow;
  pickConsultant?: boolean;
  /** Go to the new corporate's page after creating it. */
  openAfterCreate?: boolean;
}) {
  const { t } = useTranslation();
  const saved = useAccountSaved('corporate');
  const navigate = useNavigate();
  const editing = corporate !== undefined;

  return (
    <RequestModal<CorporateFormValues, CorporateRow>
      open={open}
      name={editing ? 'edit-corporate' : 'new-corporate'}
      title={editing ? t('corporates.editTitle') : t('corporates.newTitle')}
      okText={editing ? t('common.save') : undefined}
      onClose={onClose}
      initialValues={editing ? corporateToFormValues(corporate) : CORPORATE_FORM_DEFAULTS}
      send={(values) =>
        editing
          ? api('accounts/corporates/update', corporateFormToUpdate(corporate.id, values))
          : api('accounts/corporates/new', corporateFormToPayload(values))
      }
      success={editing ? t('corporates.updated') : t('corporates.created')}
      onAccepted={async (account) => {
        await saved(account);
        if (!editing && openAfterCreate) navigate(`/corporate-account/detail/${account.id}`);
      }}
    >
      {pickConsultant && !editing ? <ConsultantField /> : null}
      <AccountNameFields account="corporate" shape={shape} />
      <ContractTextField label={t('corporates.titleField')} name="title" schema={shape.title} />
      <SectorField ownerId={editing ? corporate.account_consultant_id : undefined} />
      <Form.Item
        label={t('corporates.slug')}
        name="slug"
        required
        extra={t('corporates.slugHint')}
        normalize={(v: string | undefined) => v?.toLowerCase()}
        rules={[contractRule(shape.slug)]}
      >
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item
        label={t('corporates.colorTheme')}
        name="color_theme"
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker showText disabledAlpha format="hex" />
      </Form.Item>
      <Form.Item
        label={t('corporates.fontTheme')}
        name="font_theme"
        extra={t('corporates.fontThemeHint')}
        rules={[contractRule(shape.font_theme)]}
      >
        <AutoComplete
          options={FONT_OPTIONS}
          allowClear
          showSearch={{
            filterOption: (input, option) =>
              (option?.value ?? '').toLowerCase().includes(input.toLowerCase()),
          }}
        />
      </Form.Item>
      <SwitchItem label={t('corporates.isShowHeader')} name="is_show_header" />
      <SwitchItem label={t('corporates.isUseCorporateLogo')} name="is_use_corporate_logo" />
      <Form.Item
        label={t('corporates.callbackUrl')}
        name="callback_url"
        rules={[contractRule(shape.callback_url)]}
      >
        <Input autoComplete="off" inputMode="url" placeholder="https://" />
      </Form.Item>
    </RequestModal>
  );
}

/** Admins creating a corporate account pick its consultant account; the sector is then that account's. */
function ConsultantField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CorporateFormValues>();
  const consultants = useConsultantOptions(true);
  return (
    <Form.Item label={t('corporates.consultant')} name="account_consultant_id" rules={[{ required: true }]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={consultants.isFetching}
        options={(consultants.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={() => form.setFieldValue('sector_id', null)}
      />
    </Form.Item>
  );
}

/** The sector, from the sectors of the corporate's consultant account. */
function SectorField({ ownerId }: { ownerId?: number }) {
  const { t } = useTranslation();
  const chosenOwner = Form.useWatch<number | undefined>('account_consultant_id');
  return (
    <Form.Item label={t('corporates.sector')} name="sector_id">
      <SectorPicker accountConsultantId={ownerId ?? chosenOwner} />
    </Form.Item>
  );
}
