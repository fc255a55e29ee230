import type { UploadCallFields, UploadCallPath } from '@asesa/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { apiUpload } from '../lib/api';

/**
 * The `onUpload` of an ImageUpload: sends the file to `path`, then says `uploaded` and refreshes
 * the queries under `refresh` (which show the new image).
 */
export function useImageUploader<P extends UploadCallPath>(
  path: P,
  fields: UploadCallFields<P>,
  uploaded: string,
  refresh: QueryKey[],
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (file: File) => {
    const env = await apiUpload(path, fields, file);
    if (env.code !== 200) return false;
    message.success(uploaded);
    await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return true;
  };
}
