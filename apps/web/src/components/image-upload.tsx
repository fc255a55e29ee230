import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Image, Typography, theme, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImageUploadProps {
  /** The current image's thumbnail, and the full image the preview opens. */
  thumbnail: string | null | undefined;
  full?: string | null;
  alt: string;
  /** What shows when there is no image yet. */
  empty: ReactNode;
  shape?: 'square' | 'circle';
  buttonLabel: string;
  hint?: ReactNode;
  /** Accepted MIME types (the server checks the content again) and their names for the message. */
  types: readonly string[];
  typeNames: string;
  maxBytes: number;
  /** Uploads the file; resolves to whether it worked (the api client toasts a failure). */
  onUpload: (file: File) => Promise<boolean>;
}

const PREVIEW_SIZE = 96;

/** Shows an image (thumbnail, click to preview) and uploads a replacement, checked by type and size first. */
export function ImageUpload({
  thumbnail,
  full,
  alt,
  empty,
  shape = 'square',
  buttonLabel,
  hint,
  types,
  typeNames,
  maxBytes,
  onUpload,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);

  const beforeUpload = (file: File) => {
    if (!types.includes(file.type)) {
      message.error(t('upload.wrongType', { types: typeNames }));
    } else if (file.size > maxBytes) {
      message.error(t('upload.tooLarge', { size: String(maxBytes / (1024 * 1024)) }));
    } else {
      setBusy(true);
      void onUpload(file).finally(() => setBusy(false));
    }
    // The upload runs through the api client; antd's own list and request are not used.
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex align="center" gap={16} wrap>
      {thumbnail ? (
        shape === 'circle' ? (
          <Avatar size={PREVIEW_SIZE} src={thumbnail} alt={alt} />
        ) : (
          <Image
            src={thumbnail}
            alt={alt}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8 }}
            preview={full ? { src: full } : true}
          />
        )
      ) : (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={4}
          style={{
            width: PREVIEW_SIZE,
            height: PREVIEW_SIZE,
            border: '1px dashed #d9d9d9',
            borderRadius: shape === 'circle' ? '50%' : 8,
            color: token.colorTextDescription,
            textAlign: 'center',
            fontSize: 12,
          }}
        >
          <PictureOutlined style={{ fontSize: 20 }} aria-hidden />
          {empty}
        </Flex>
      )}
      <Flex vertical gap={4} align="flex-start">
        <Upload accept={types.join(',')} showUploadList={false} beforeUpload={beforeUpload} disabled={busy}>
          <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
            {buttonLabel}
          </Button>
        </Upload>
        {hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
