import { Flex } from 'antd';

/** A colour swatch with its hex value. */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <Flex align="center" gap={6}>
      <span
        aria-hidden
        style={{ width: 14, height: 14, borderRadius: 3, background: colour, display: 'inline-block' }}
      />
      {colour}
    </Flex>
  );
}
