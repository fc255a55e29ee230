import { Flex, Form, Input, Select, Typography } from 'antd';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageOptions } from '../languages/queries';
import {
  initialLanguage,
  type LanguageChoice,
  languageChoices,
  type TranslationMap,
} from './translation-texts';

export interface TranslatedText {
  /** Where the text sits in one language's entry: ['name'], ['levels', '2'], ['interview_questions', 0]. */
  path: (string | number)[];
  /** The field's label; the language's name is added to it. */
  label: string;
  /** The base text, shown so the translator sees the original. */
  base?: string;
  multiline?: boolean;
  /** Most characters the server takes (200 unless given). */
  max?: number;
  /** Accessible name, when the label alone is not unique in the form (a band's row). */
  ariaLabel?: (language: string) => string;
}

/**
 * A language picker and, for the picked language, a field per text, inside an antd Form whose
 * values hold the translations map at `prefix`. Every offered language keeps its fields mounted
 * (only the picked one shows), so the form sends all languages' texts; a field that turns invalid
 * brings its language into view.
 */
export function TranslationFields({
  prefix,
  translations,
  texts,
  language,
  onLanguage,
  inline = false,
  onInvalid,
}: {
  prefix: (string | number)[];
  /** The stored translations: which languages to offer and which one to open first. */
  translations: TranslationMap | undefined;
  texts: TranslatedText[];
  /** The picked language, when the caller keeps it (e.g. across a remount after a save). */
  language?: string;
  onLanguage?: (language: string) => void;
  /** Fields side by side (a band's row) rather than one under the other. */
  inline?: boolean;
  /** Called when a field turns invalid (e.g. to open the panel holding them). */
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const masters = useLanguageOptions();
  const [own, setOwn] = useState<string>();
  const choices = languageChoices(masters.data ?? [], translations);
  const current = language ?? own ?? initialLanguage(choices, translations);
  const choose = onLanguage ?? setOwn;
  const pickerId = useId();
  const itemStyle: CSSProperties | undefined = inline
    ? { flex: 1, minWidth: 200, marginBottom: 0 }
    : undefined;

  return (
    <Flex vertical={!inline} gap={inline ? 8 : 0} wrap align={inline ? 'start' : undefined}>
      <Form.Item
        label={t('libraryTranslations.language')}
        htmlFor={pickerId}
        style={inline ? { width: 220, marginBottom: 0 } : { maxWidth: 320 }}
      >
        <Select
          id={pickerId}
          value={current}
          loading={masters.isLoading}
          notFoundContent={t('libraryTranslations.noLanguages')}
          options={choices.map(({ value, label }) => ({ value, label }))}
          onChange={(next: string) => choose(next)}
        />
      </Form.Item>
      {choices.flatMap((choice) =>
        texts.map((text) => (
          <TextItem
            key={`${choice.value}:${text.path.join('.')}`}
            name={[...prefix, choice.value, ...text.path]}
            text={text}
            choice={choice}
            hidden={choice.value !== current}
            style={itemStyle}
            onError={() => {
              choose(choice.value);
              onInvalid?.();
            }}
          />
        )),
      )}
    </Flex>
  );
}

function TextItem({
  name,
  text,
  choice,
  hidden,
  style,
  onError,
}: {
  name: (string | number)[];
  text: TranslatedText;
  choice: LanguageChoice;
  hidden: boolean;
  style?: CSSProperties;
  onError: () => void;
}) {
  const { t } = useTranslation();
  const base = text.base?.trim() ? text.base : undefined;
  const max = text.max ?? 200;
  return (
    <Form.Item
      name={name}
      hidden={hidden}
      style={style}
      label={t('libraryTranslations.field', { field: text.label, language: choice.name })}
      rules={[{ max, message: t('libraryTranslations.tooLong', { max: String(max) }) }]}
      extra={
        base ? (
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2, expandable: 'collapsible' }}
            style={{ margin: 0 }}
          >
            {t('libraryTranslations.original', { text: base })}
          </Typography.Paragraph>
        ) : undefined
      }
    >
      <TextInput
        multiline={text.multiline}
        placeholder={base}
        aria-label={text.ariaLabel?.(choice.name)}
        onError={onError}
      />
    </Form.Item>
  );
}

/**
 * The input of one text. When its field turns invalid (on typing, a submit, or the server's
 * answer) it asks for its language, which may not be the one showing, so the message is seen.
 */
function TextInput({
  multiline,
  onError,
  ...props
}: {
  multiline?: boolean;
  onError?: () => void;
  placeholder?: string;
  'aria-label'?: string;
}) {
  // A new list each time the field is validated or given the server's message; same on re-renders.
  const { errors } = Form.Item.useStatus();
  const latest = useRef(onError);
  latest.current = onError;
  useEffect(() => {
    if (errors.length > 0) latest.current?.();
  }, [errors]);
  return multiline ? (
    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...props} />
  ) : (
    <Input {...props} />
  );
}
