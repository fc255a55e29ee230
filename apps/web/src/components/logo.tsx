import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from '../lib/config';

/** The product logo, or a corporate logo when given (spec 2.6 sidebar header). */
export function Logo({ src, maxHeight, alt }: { src?: string | null; maxHeight: number; alt?: string }) {
  const { t } = useTranslation();
  return (
    <img
      src={src || DEFAULT_LOGO_URL}
      alt={alt ?? t('layout.logoAlt', { name: PRODUCT_NAME })}
      style={{ maxHeight, maxWidth: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
