/** The participant's test link (spec 2.1: /test-activity/{pcode}). */
export function participantLink(code: string): string {
  return `${window.location.origin}/test-activity/${encodeURIComponent(code)}`;
}
