import { App, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorSentence } from '../../lib/error-sentence';
import type { Copy } from '../participant-journey/copy';
import { useSubmitCode } from './api';
import { ACCESS_CODE_REDIRECT_DELAY_MS, formPathFor } from './constants';

export interface AccessCodeValues {
  code: string;
  email?: string;
}

/**
 * Sending a code: a good one opens the registration after a short notice, a used one asks for its
 * e-mail, too many tries leave a lasting refusal, and any other error is shown alone.
 */
export function useAccessCodeSubmit(slug: string | undefined) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submit = useSubmitCode();
  const [needsEmail, setNeedsEmail] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // One error at a time: a new one replaces the notice of the previous try (a format error of a
  // 5-character try must not stand beside the 404 of the next).
  const showOnly = (text: string) => {
    message.destroy();
    void message.error(text);
  };

  const onFinish = (values: AccessCodeValues) => {
    setRefusal(null);
    submit.mutate(
      { code: values.code.trim(), email: needsEmail ? values.email?.trim() : undefined, slug },
      {
        onSuccess: (res) => {
          if (res.is_redirect) {
            setRedirecting(true);
            // fromVC tells the form the candidate came through a code, so it greets them (spec 3).
            timer.current = setTimeout(
              () => navigate(formPathFor(res.code), { state: { fromVC: true } }),
              ACCESS_CODE_REDIRECT_DELAY_MS,
            );
          } else if (res.is_used) {
            setNeedsEmail(true);
          }
        },
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : 0;
          // The server's message in the candidate's language, as a sentence (no code, no field).
          const text = errorSentence(err.message, err instanceof ApiError ? err.field : undefined);
          // Too many attempts: a lasting notice, the server's message says how long to wait.
          if (code === 429) setRefusal(text);
          else showOnly(text);
        },
      },
    );
  };

  return { onFinish, showOnly, pending: submit.isPending, needsEmail, setNeedsEmail, redirecting, refusal };
}

/**
 * A message already shown under a field was written in the language of its check: check those
 * fields again so it follows a change of language.
 */
export function useRevalidateOnLanguage(
  form: FormInstance<AccessCodeValues>,
  copy: Copy,
  formShown: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the copy (the language) changes.
  useEffect(() => {
    if (!formShown) return;
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (shown.length) form.validateFields(shown).catch(() => {});
  }, [copy, form, formShown]);
}
