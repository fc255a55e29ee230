import { LOGO_MAX_BYTES, LOGO_THUMBNAIL_SIZE } from '@asesa/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { useImageUploader } from '../../components/use-image-uploader';
import { CONSULTANTS_KEY, CORPORATES_KEY } from './queries';

/** The logo formats the server accepts (checked by content there). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const LOGO_TYPE_NAMES = 'PNG, JPEG, WebP or GIF';

/** A consultant or corporate account's logo: thumbnail preview and upload (accounts/…/logo). */
export function LogoUpload({
  account,
  id,
  name,
  thumbnail,
  full,
}: {
  account: 'consultant' | 'corporate';
  id: number;
  name: string;
  thumbnail: string | null;
  full: string | null;
}) {
  const { t } = useTranslation();
  const upload = useImageUploader(
    account === 'consultant' ? 'accounts/consultants/logo' : 'accounts/corporates/logo',
    { id },
    t('logo.uploaded'),
    [account === 'consultant' ? CONSULTANTS_KEY : CORPORATES_KEY],
  );

  return (
    <ImageUpload
      thumbnail={thumbnail}
      full={full}
      alt={t('logo.alt', { name })}
      empty={t('logo.none')}
      buttonLabel={thumbnail ? t('logo.change') : t('logo.upload')}
      hint={t('logo.hint', {
        size: String(LOGO_MAX_BYTES / (1024 * 1024)),
        thumb: String(LOGO_THUMBNAIL_SIZE),
      })}
      types={LOGO_TYPES}
      typeNames={LOGO_TYPE_NAMES}
      maxBytes={LOGO_MAX_BYTES}
      onUpload={upload}
    />
  );
}
