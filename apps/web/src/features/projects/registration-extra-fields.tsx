import { UploadOutlined } from '@ant-design/icons';
import type { LandingFormConfig } from '@asesa/contracts';
import { Button, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Copy } from '../test-activities/copy';

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

const MAX_FILE_MB = 5;
const CITY_MAX = 120;

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

/** Only the fields the project shows, each required when the project says so. */
export function RegistrationExtraFields({ config, copy }: { config: LandingFormConfig; copy: Copy }) {
  const { fields } = config;
  const required = (name: (typeof EXTRA_FIELDS)[number]) =>
    fields[name].required ? [{ required: true, message: copy.fieldRequired }] : [];
  const fileField = (name: 'photo' | 'cv', label: string, accept: string) =>
    fields[name].show ? (
      <Form.Item
        label={label}
        name={name}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={required(name)}
      >
        <Upload
          accept={accept}
          maxCount={1}
          // Kept in the form and sent with the registration, not uploaded on its own.
          beforeUpload={(file) => (file.size > MAX_FILE_MB * 1024 * 1024 ? Upload.LIST_IGNORE : false)}
        >
          <Button icon={<UploadOutlined />}>{copy.chooseFile}</Button>
        </Upload>
      </Form.Item>
    ) : null;

  return (
    <>
      {fields.birth_date.show ? (
        <Form.Item label={copy.birthDateLabel} name="birth_date" rules={required('birth_date')}>
          <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
        </Form.Item>
      ) : null}
      {fields.gender.show ? (
        <Form.Item label={copy.genderLabel} name="gender" rules={required('gender')}>
          <Select
            allowClear
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
            options={[
              { value: 'high_school', label: copy.educationHighSchool },
              { value: 'diploma', label: copy.educationDiploma },
              { value: 'bachelor', label: copy.educationBachelor },
              { value: 'master', label: copy.educationMaster },
              { value: 'doctorate', label: copy.educationDoctorate },
            ]}
          />
        </Form.Item>
      ) : null}
      {fields.city.show ? (
        <Form.Item
          label={copy.cityLabel}
          name="city"
          rules={[...required('city'), { whitespace: true, message: copy.fieldRequired }, { max: CITY_MAX }]}
        >
          <Input autoComplete="address-level2" maxLength={CITY_MAX} />
        </Form.Item>
      ) : null}
      {fileField('photo', copy.photoLabel, 'image/png,image/jpeg,image/webp')}
      {fileField('cv', copy.cvLabel, '.pdf,.doc,.docx')}
    </>
  );
}
