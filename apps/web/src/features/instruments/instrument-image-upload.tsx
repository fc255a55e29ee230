import { Upload } from 'antd';
import type { ReactNode } from 'react';
import { apiUpload } from '../../lib/api';

/**
 * Uploads a picture of the instrument's items (instruments/images/upload) when `children` (its
 * button) is clicked; `onUploaded` gets the stored picture's path.
 */
export function InstrumentImageUpload({
  instrumentId,
  onUploaded,
  children,
}: {
  instrumentId: number;
  onUploaded: (path: string) => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <Upload
      accept="image/png,image/jpeg,image/webp,image/gif"
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        const env = await apiUpload('instruments/images/upload', { id: instrumentId }, file as Blob);
        if (env.code === 200 && env.data) {
          await onUploaded(env.data.path);
          onSuccess?.(env.data);
        } else onError?.(new Error(env.error?.message ?? 'upload failed'));
      }}
    >
      {children}
    </Upload>
  );
}
