import { AccessCodeForm } from '../../features/access-codes/access-code-form';
import { ParticipantCopyProvider } from '../../features/participant-journey/translations';

/**
 * Spec 2.4, 4 and 5: /access-codes/ and /access-code/{slug}, the voucher page. An accepted code
 * opens the registration form after 1 s; an already used code asks for the e-mail it was used
 * with; the slug page is branded with the corporate's thumbnail logo and legal_name. It speaks the
 * participant pages' language (Indonesian by default) with their strings and switcher, so the
 * candidate meets one language from the code to the test.
 */
export function AccessCodePage() {
  return (
    <ParticipantCopyProvider>
      <AccessCodeForm />
    </ParticipantCopyProvider>
  );
}
