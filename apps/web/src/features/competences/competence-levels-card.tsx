import { PlusOutlined } from '@ant-design/icons';
import type { ColourCheckResponse, CompetenceDetail, CompetenceLevel } from '@asesa/contracts';
import {
  Alert,
  Button,
  Card,
  ColorPicker,
  Flex,
  Form,
  type FormInstance,
  type FormListFieldData,
  Input,
  InputNumber,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../lib/form';
import { FormRows, RowItem, rowField } from './form-rows';
import { checkCompetenceColours, updateCompetence } from './queries';

const hexOf = (c: { toHexString(): string }) => c.toHexString();

/** The competence's name, description and levels, with the check of the levels' colours. */
export function CompetenceLevelsCard({
  competence: c,
  frozen,
  onSaved: saved,
}: {
  competence: CompetenceDetail;
  frozen: boolean;
  onSaved: (env: { code: number }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [levelsForm] = Form.useForm<LevelsValues>();
  const [check, setCheck] = useState<ColourCheckResponse | null>(null);
  const runCheck = async () => {
    const env = await checkCompetenceColours(levelsForm.getFieldValue('levels') ?? []);
    if (env.code === 200 && env.data) setCheck(env.data);
  };

  return (
    <Card title={t('competences.details')}>
      <Form
        form={levelsForm}
        name="competence-levels"
        layout="vertical"
        disabled={frozen}
        initialValues={{ name: c.name, description: c.description, levels: c.levels }}
        onFinish={async (values) => {
          const env = await updateCompetence({ id: c.id, ...values });
          if (applyServerError(levelsForm, env)) await saved(env);
        }}
      >
        <Form.Item label={t('competences.name')} name="name" rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('competences.description')} name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Typography.Text strong>{t('competences.levels')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('competences.levelsHint')}</Typography.Paragraph>
        <FormRows
          name="levels"
          frozen={frozen}
          wrap
          row={(field, n) => <LevelFields field={field} n={n} form={levelsForm} />}
          footer={(add, count) => (
            <Button
              icon={<PlusOutlined />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => add({ level: count + 1, label: '', colour: '#1677ff', text_colour: '#ffffff' })}
            >
              {t('competences.addLevel')}
            </Button>
          )}
        />
        <Space style={{ marginTop: 16 }}>
          {!frozen && (
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
          )}
          <Button disabled={false} onClick={runCheck}>
            {t('competences.colourCheck')}
          </Button>
        </Space>
      </Form>
      {check && <ColourCheckResult check={check} />}
    </Card>
  );
}

type LevelsValues = { name: string; description: string; levels: CompetenceLevel[] };

/** One level's fields: number, label, score range, colours, and a sample of how it will look. */
function LevelFields({
  field,
  n,
  form,
}: {
  field: FormListFieldData;
  n: number;
  form: FormInstance<LevelsValues>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RowItem name={[field.name, 'level']} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} {...rowField(t('competences.level'), n)} style={{ width: 80 }} />
      </RowItem>
      <RowItem
        name={[field.name, 'label']}
        style={{ width: 160 }}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input {...rowField(t('competences.label'), n)} />
      </RowItem>
      <RowItem name={[field.name, 'min']} rules={[{ required: true }]}>
        <InputNumber {...rowField(t('competences.min'), n)} />
      </RowItem>
      <RowItem name={[field.name, 'max']} rules={[{ required: true }]}>
        <InputNumber {...rowField(t('competences.max'), n)} />
      </RowItem>
      <RowItem name={[field.name, 'colour']} getValueFromEvent={hexOf}>
        <ColorPicker disabledAlpha showText aria-label={`${t('competences.colour')} ${n}`} />
      </RowItem>
      <RowItem name={[field.name, 'text_colour']} getValueFromEvent={hexOf}>
        <ColorPicker disabledAlpha showText aria-label={`${t('competences.textColour')} ${n}`} />
      </RowItem>
      <Form.Item noStyle shouldUpdate>
        {() => {
          const l = form.getFieldValue(['levels', field.name]) as CompetenceLevel | undefined;
          return (
            <span
              style={{
                background: l?.colour,
                color: l?.text_colour,
                padding: '2px 8px',
                borderRadius: 4,
              }}
            >
              {l?.label || t('competences.label')}
            </span>
          );
        }}
      </Form.Item>
    </>
  );
}

/** The colour check's rule, its verdict (with every problem) and each level's figures. */
function ColourCheckResult({ check }: { check: ColourCheckResponse }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }} aria-label={t('competences.colourCheck')}>
      <Typography.Text type="secondary">
        {t('competences.colourRule', {
          contrast: String(check.min_contrast),
          deltaE: String(check.min_delta_e),
        })}
      </Typography.Text>
      {check.ok ? (
        <Alert type="success" showIcon title={t('competences.colourOk')} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {check.levels
                .flatMap((l) => l.problems)
                .map((p) => (
                  <li key={p}>{p}</li>
                ))}
            </ul>
          }
        />
      )}
      <Space wrap>
        {check.levels.map((l) => (
          <Tag key={l.level} color={l.readable && l.distinguishable_from_next ? 'green' : 'red'}>
            {l.level} {l.label}: {t('competences.contrast', { value: String(l.contrast) })}
            {l.delta_e_next !== null && `, ${t('competences.deltaE', { value: String(l.delta_e_next) })}`}
          </Tag>
        ))}
      </Space>
    </Flex>
  );
}
