import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  compactTranslations,
  type DimensionTranslations,
  type TestDimensionDetail,
  type TestDimensionNewRequest,
} from '@asesa/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditModalProps, SaveModal } from '../../components/save-modal';
import { api } from '../../lib/api';
import { TranslationFields } from '../library-translations/translation-fields';
import { applyTranslationError } from '../library-translations/translation-texts';
import { TEST_DIMENSIONS_KEY } from './queries';

type Values = Required<Pick<TestDimensionNewRequest, 'code' | 'name'>> & {
  description?: string;
  indicators: { id?: number; code: string; name: string }[];
  translations?: DimensionTranslations;
};

/**
 * New or edit dimension: code, name, description, its indicators in order, and its name and
 * description in other languages. Editing sends the whole list: indicators with an id are renamed,
 * new ones added, missing ones removed; and every language's texts, so a cleared one goes.
 */
export function DimensionModal({ editing, ...control }: EditModalProps<TestDimensionDetail>) {
  const { t } = useTranslation();
  return (
    <SaveModal<Values>
      {...control}
      name="test-dimension"
      section="testDimensions"
      editing={editing !== null}
      queryKey={TEST_DIMENSIONS_KEY}
      initialValues={
        editing
          ? {
              code: editing.code,
              name: editing.name,
              description: editing.description,
              indicators: editing.indicators.map(({ id, code, name }) => ({ id, code, name })),
              translations: editing.translations,
            }
          : { indicators: [] }
      }
      save={(values) => {
        const body = {
          ...values,
          indicators: values.indicators ?? [],
          translations: compactTranslations(values.translations),
        };
        return editing
          ? api('test-dimensions/update', { ...body, id: editing.id })
          : api('test-dimensions/new', body);
      }}
      onRefused={applyTranslationError}
    >
      <Form.Item label={t('testDimensions.code')} name="code" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('testDimensions.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('testDimensions.description')} name="description">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Typography.Text strong>{t('testDimensions.indicators')}</Typography.Text>
      <IndicatorsList />
      <Typography.Text strong style={{ display: 'block', marginTop: 24 }}>
        {t('libraryTranslations.title')}
      </Typography.Text>
      <Typography.Paragraph type="secondary">{t('libraryTranslations.dimensionHint')}</Typography.Paragraph>
      <DimensionTranslationFields translations={editing?.translations} />
    </SaveModal>
  );
}

/** The dimension's indicators in order, each a code and a name, with add and remove. */
function IndicatorsList() {
  const { t } = useTranslation();
  return (
    <Form.List name="indicators">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'code']}
                rules={[{ required: true, whitespace: true, message: t('testDimensions.indicatorCode') }]}
                style={{ flex: '0 0 140px', marginBottom: 0 }}
              >
                <Input
                  aria-label={`${t('testDimensions.indicatorCode')} ${i + 1}`}
                  placeholder={t('testDimensions.indicatorCode')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'name']}
                rules={[{ required: true, whitespace: true, message: t('testDimensions.indicatorName') }]}
                style={{ flex: 1, marginBottom: 0 }}
              >
                <Input
                  aria-label={`${t('testDimensions.indicatorName')} ${i + 1}`}
                  placeholder={t('testDimensions.indicatorName')}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('testDimensions.removeIndicator', { n: String(i + 1) })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ code: '', name: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('testDimensions.addIndicator')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The translation fields, showing the name and description being typed above as the originals. */
function DimensionTranslationFields({ translations }: { translations: DimensionTranslations | undefined }) {
  const { t } = useTranslation();
  const name = Form.useWatch<string | undefined>('name');
  const description = Form.useWatch<string | undefined>('description');
  return (
    <TranslationFields
      prefix={['translations']}
      translations={translations}
      texts={[
        { path: ['name'], label: t('libraryTranslations.name'), base: name },
        {
          path: ['description'],
          label: t('libraryTranslations.description'),
          base: description,
          multiline: true,
          max: 5000,
        },
      ]}
    />
  );
}
