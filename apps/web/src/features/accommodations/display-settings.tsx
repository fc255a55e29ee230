import { Button, ConfigProvider, Flex } from 'antd';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useCopy } from '../participant-journey/copy';
import { useOwnAccommodation } from './participant-queries';

interface Display {
  larger_text: boolean;
  high_contrast: boolean;
}

const STANDARD: Display = { larger_text: false, high_contrast: false };

function storedDisplay(): Display {
  try {
    return {
      ...STANDARD,
      ...(JSON.parse(localStorage.getItem(STORAGE_KEYS.participantDisplay) ?? '{}') as Partial<Display>),
    };
  } catch {
    return STANDARD;
  }
}

const DisplayContext = createContext<{ display: Display; toggle: (key: keyof Display) => void }>({
  display: STANDARD,
  toggle: () => {},
});

/** High contrast: black text and borders on white, a dark primary (well above WCAG AAA's 7:1). */
const HIGH_CONTRAST = {
  colorText: '#000000',
  colorTextSecondary: '#000000',
  colorTextDescription: '#000000',
  colorTextTertiary: '#1a1a1a',
  colorBorder: '#000000',
  colorBorderSecondary: '#333333',
  colorPrimary: '#00307a',
  colorLink: '#00307a',
  colorBgLayout: '#ffffff',
};

/**
 * The participant pages' display: larger text and high contrast, each chosen by the participant
 * with the header's toggles (kept on this device) or set by an accommodation the project granted
 * (which the toggles cannot switch off: the adjustment is the participant's by right).
 */
export function DisplayProvider({ pcode, children }: { pcode: string | undefined; children: ReactNode }) {
  const own = useOwnAccommodation(pcode);
  const [chosen, setChosen] = useState<Display>(storedDisplay);
  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.participantDisplay, JSON.stringify(chosen));
  }, [chosen]);
  const granted = own.data?.terms;
  const display: Display = {
    larger_text: chosen.larger_text || Boolean(granted?.larger_text),
    high_contrast: chosen.high_contrast || Boolean(granted?.high_contrast),
  };
  const larger = display.larger_text;
  const contrast = display.high_contrast;
  const value = useMemo(
    () => ({
      display: { larger_text: larger, high_contrast: contrast },
      toggle: (key: keyof Display) => setChosen((d) => ({ ...d, [key]: !d[key] })),
    }),
    [larger, contrast],
  );
  const token = {
    ...(display.larger_text ? { fontSize: 18, fontSizeLG: 20, fontSizeHeading1: 32, controlHeight: 40 } : {}),
    ...(display.high_contrast ? HIGH_CONTRAST : {}),
  };
  return (
    <DisplayContext.Provider value={value}>
      <ConfigProvider theme={{ token }}>
        <div
          data-display={
            [display.larger_text && 'larger-text', display.high_contrast && 'high-contrast']
              .filter(Boolean)
              .join(' ') || 'standard'
          }
          style={{ fontSize: display.larger_text ? 18 : undefined }}
        >
          {children}
        </div>
      </ConfigProvider>
    </DisplayContext.Provider>
  );
}

export const useDisplay = () => useContext(DisplayContext).display;

/** Each display choice with the participant-page text that names its toggle. */
const DISPLAY_TOGGLES = [
  { key: 'larger_text', label: 'largerTextToggle' },
  { key: 'high_contrast', label: 'highContrastToggle' },
] as const;

/** The header's toggles, on every participant page: pressed buttons, at least 32 px (WCAG 2.5.8). */
export function DisplayToggles() {
  const COPY = useCopy();
  const { display, toggle } = useContext(DisplayContext);
  return (
    <Flex role="group" aria-label={COPY.displayOptions} gap={4} wrap>
      {DISPLAY_TOGGLES.map(({ key, label }) => (
        <Button
          key={key}
          aria-pressed={display[key]}
          onClick={() => toggle(key)}
          type={display[key] ? 'primary' : 'default'}
        >
          {COPY[label]}
        </Button>
      ))}
    </Flex>
  );
}
