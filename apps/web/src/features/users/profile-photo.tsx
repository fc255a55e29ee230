import { PROFILE_IMAGE_MAX_BYTES } from '@asesa/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { useImageUploader } from '../../components/use-image-uploader';
import { PROFILE_KEY } from '../auth/queries';
import { USER_PROFILE_KEY } from './queries';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The user's photo (users/profile-image); the sidebar's user card shows the new one at once. */
export function ProfilePhoto({
  name,
  thumbnail,
  full,
}: {
  name: string;
  thumbnail: string | null;
  full: string | null;
}) {
  const { t } = useTranslation();
  const upload = useImageUploader('users/profile-image', {}, t('profile.photoUploaded'), [
    PROFILE_KEY,
    USER_PROFILE_KEY,
  ]);

  return (
    <ImageUpload
      shape="circle"
      thumbnail={thumbnail}
      full={full}
      alt={t('profile.photoAlt', { name })}
      empty={t('profile.photo')}
      buttonLabel={thumbnail ? t('profile.changePhoto') : t('profile.uploadPhoto')}
      hint={t('profile.photoHint', { size: String(PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)) })}
      types={PHOTO_TYPES}
      typeNames="PNG, JPEG or WebP"
      maxBytes={PROFILE_IMAGE_MAX_BYTES}
      onUpload={upload}
    />
  );
}
