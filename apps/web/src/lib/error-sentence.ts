/**
 * A server message as a participant page says it: one sentence in the candidate's language (the
 * server answered in it), without the status code and without the field path in front
 * (`email: this access code…` → `This access code…`); a capital first and a full stop last.
 */
export function errorSentence(message: string, field?: string): string {
  const text = (field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message).trim();
  if (!text) return text;
  const sentence = text[0].toLocaleUpperCase() + text.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}
