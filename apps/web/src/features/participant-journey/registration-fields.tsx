import { UploadOutlined } from '@ant-design/icons';
import { type LandingFormConfig, REGISTRATION_PHOTO_MAX_BYTES } from '@asesa/contracts';
import { Button, DatePicker, Form, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Copy } from './copy';
import { useCitySearch, useEducationLevels } from './journey-api';

/** The registration fields a project may add (projects/configs/landing-form), as the form holds them. */
export interface RegistrationExtras {
  birth_date?: Dayjs | null;
  gender?: string;
  education_level?: string;
  city?: string;
  photo?: UploadFile[];
  cv?: UploadFile[];
}
export const EXTRA_FIELDS = ['birth_date', 'gender', 'education_level', 'city', 'photo', 'cv'] as const;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Adds the configured extras to the multipart registration (test-activities/submit). */
export function appendRegistrationExtras(data: FormData, values: RegistrationExtras): void {
  if (values.birth_date) data.append('birth_date', values.birth_date.format('YYYY-MM-DD'));
  if (values.gender) data.append('gender', values.gender);
  if (values.education_level) data.append('education_level', values.education_level);
  if (values.city?.trim()) data.append('city', values.city.trim());
  for (const name of ['photo', 'cv'] as const) {
    const file = values[name]?.[0]?.originFileObj;
    if (file) data.append(name, file, file.name);
  }
}

/** The city lookup: the list follows what the participant types (searched by name on the server). */
function CitySelect({
  copy,
  id,
  ...props
}: {
  copy: Copy;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const [search, setSearch] = useState('');
  const cities = useCitySearch(search, true);
  return (
    <Select
      {...props}
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={copy.citySearchPlaceholder}
      loading={cities.isFetching}
      notFoundContent={cities.isFetching ? undefined : copy.cityNoMatch}
      options={(cities.data?.data ?? []).map((c) => ({
        value: c.name,
        label: `${c.name}, ${c.province}`,
      }))}
    />
  );
}

function fileRules(copy: Copy, required: boolean, photo: boolean) {
  return [
    ...(required ? [{ required: true, message: copy.fieldRequired }] : []),
    {
      validator: (_: unknown, files?: UploadFile[]) => {
        const file = files?.[0];
        if (!file) return Promise.resolve();
        if ((file.size ?? 0) > REGISTRATION_PHOTO_MAX_BYTES)
          return Promise.reject(new Error(copy.fileTooBig));
        if (photo && !PHOTO_TYPES.includes(file.type ?? ''))
          return Promise.reject(new Error(copy.photoWrongType));
        return Promise.resolve();
      },
    },
  ];
}

/** Only the fields the project shows, each required when the project says so. */
export function RegistrationExtraFields({ config, copy }: { config: LandingFormConfig; copy: Copy }) {
  const { fields } = config;
  const educationLevels = useEducationLevels(fields.education_level.show);
  const required = (name: (typeof EXTRA_FIELDS)[number]) =>
    fields[name].required ? [{ required: true, message: copy.fieldRequired }] : [];
  const fileField = (name: 'photo' | 'cv', label: string, accept: string) =>
    fields[name].show ? (
      <Form.Item
        label={label}
        name={name}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={fileRules(copy, fields[name].required, name === 'photo')}
        extra={name === 'photo' ? copy.photoHint : undefined}
      >
        {/* Kept in the form and sent with the registration, not uploaded on its own. */}
        <Upload
          accept={accept}
          maxCount={1}
          beforeUpload={() => false}
          listType={name === 'photo' ? 'picture' : 'text'}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{copy.chooseFile}</Button>
        </Upload>
      </Form.Item>
    ) : null;

  return (
    <>
      {fields.birth_date.show ? (
        <Form.Item label={copy.birthDateLabel} name="birth_date" rules={required('birth_date')}>
          <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" placeholder="YYYY-MM-DD" />
        </Form.Item>
      ) : null}
      {fields.gender.show ? (
        <Form.Item label={copy.genderLabel} name="gender" rules={required('gender')}>
          <Select
            allowClear
            placeholder={copy.selectPlaceholder}
            options={[
              { value: 'female', label: copy.genderFemale },
              { value: 'male', label: copy.genderMale },
              { value: 'other', label: copy.genderOther },
            ]}
          />
        </Form.Item>
      ) : null}
      {fields.education_level.show ? (
        <Form.Item
          label={copy.educationLevelLabel}
          name="education_level"
          rules={required('education_level')}
        >
          <Select
            allowClear
            placeholder={copy.selectPlaceholder}
            loading={educationLevels.isPending}
            options={(educationLevels.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
          />
        </Form.Item>
      ) : null}
      {fields.city.show ? (
        <Form.Item label={copy.cityLabel} name="city" rules={required('city')}>
          <CitySelect copy={copy} />
        </Form.Item>
      ) : null}
      {fileField('photo', copy.photoLabel, PHOTO_TYPES.join(','))}
      {fileField('cv', copy.cvLabel, '.pdf,.doc,.docx')}
    </>
  );
}
