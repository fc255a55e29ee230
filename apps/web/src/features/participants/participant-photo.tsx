import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile, unwrap } from '../../lib/api';

/**
 * The participant's registration photo. It is personal data, so it comes through an authorised
 * call (never a public URL) and is shown from a blob URL: the thumbnail, the full photo on preview.
 */
export function ParticipantPhoto({ participantId, name }: { participantId: number; name: string }) {
  const { t } = useTranslation();
  const blobOf = (thumbnail: boolean) => async () => {
    const f = await unwrap(
      apiFile('projects/participants/photo', { participant_id: participantId, thumbnail }),
    );
    return URL.createObjectURL(f.blob);
  };
  const thumb = useQuery({
    queryKey: ['participant-photo', participantId, 'thumbnail'],
    queryFn: blobOf(true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const full = useQuery({
    queryKey: ['participant-photo', participantId, 'full'],
    queryFn: blobOf(false),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => (thumb.data ? URL.revokeObjectURL(thumb.data) : undefined), [thumb.data]);
  useEffect(() => () => (full.data ? URL.revokeObjectURL(full.data) : undefined), [full.data]);
  if (thumb.isError) return null;
  if (!thumb.data) return <Skeleton.Image active />;
  return (
    <Image
      src={thumb.data}
      width={96}
      alt={t('participants.photoAlt', { name })}
      preview={full.data ? { src: full.data } : false}
      data-testid="participant-photo"
    />
  );
}
