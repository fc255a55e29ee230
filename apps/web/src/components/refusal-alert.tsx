import { Alert } from 'antd';

/**
 * What the server refused the last action with, announced at once and closable; nothing while
 * there is none.
 */
export function RefusalAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return <Alert type="error" showIcon role="alert" title={message} closable={{ onClose }} />;
}
