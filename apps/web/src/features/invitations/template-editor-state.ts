import type { ProjectLanguageUpdateRequest } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '../../lib/api';
import { languagesKey } from './queries';
import { insertAt } from './template-preview';

export type TemplateValues = Pick<ProjectLanguageUpdateRequest, 'subject' | 'body'>;
type Field = keyof TemplateValues;

/**
 * The project's template in one language (put in the form once loaded) and the shipped defaults
 * (for "start from the default"), both fetched only while a language is open.
 */
export function useTemplateData(
  projectId: number,
  language: { code: string } | null,
  form: FormInstance<TemplateValues>,
) {
  const detail = useQuery({
    queryKey: [...languagesKey(projectId), 'detail', language?.code],
    queryFn: () =>
      unwrap(
        api('projects/configs/languages/detail', { project_id: projectId, language_code: language!.code }),
      ),
    enabled: language !== null,
  });
  const templates = useQuery({
    queryKey: ['invitation-templates'],
    queryFn: () => unwrap(api('projects/configs/languages/templates', {})),
    enabled: language !== null,
  });

  useEffect(() => {
    if (detail.data) form.setFieldsValue({ subject: detail.data.subject, body: detail.data.body });
  }, [detail.data, form]);

  const startFromDefault = () => {
    const shipped =
      templates.data?.find((x) => x.language_code === language?.code) ??
      templates.data?.find((x) => x.language_code === 'en');
    if (shipped) form.setFieldsValue({ subject: shipped.subject, body: shipped.body });
  };

  return { detail, templates, startFromDefault };
}

/**
 * Inserting a variable where the caret was: remembers which field (subject or body) had the focus
 * last and the elements to read the selection from.
 */
export function useCaretInsert(form: FormInstance<TemplateValues>) {
  const lastField = useRef<Field>('body');
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const bodyRef = useRef<TextAreaRef | null>(null);

  const insert = (token: string) => {
    const field = lastField.current;
    const current = form.getFieldValue(field) ?? '';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(current, token, start, end);
    form.setFieldValue(field, next.text);
    // Put the caret after the inserted variable once React has rendered the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return { lastField, subjectRef, bodyRef, insert };
}
