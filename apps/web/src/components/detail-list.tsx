import { Descriptions, type DescriptionsProps } from 'antd';

/** Small label–value lines one under another: what a drawer, card or notice tells about one thing. */
export function DetailList({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" column={1} items={items} />;
}
