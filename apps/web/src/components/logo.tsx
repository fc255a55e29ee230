import { DEFAULT_LOGO_URL, PRODUCT_NAME } from '../lib/config';
import { fillText, ROOT_MESSAGES } from '../lib/root-messages';

/** The product logo, or a corporate logo when given (spec 2.6 sidebar header). */
export function Logo({ src, maxHeight, alt }: { src?: string | null; maxHeight: number; alt?: string }) {
  return (
    <img
      src={src || DEFAULT_LOGO_URL}
      alt={alt ?? fillText(ROOT_MESSAGES.logoAlt, { name: PRODUCT_NAME })}
      style={{ maxHeight, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
