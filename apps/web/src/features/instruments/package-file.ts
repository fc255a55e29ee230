import { INSTRUMENT_PACKAGE_FORMAT, type InstrumentPackage } from '@asesa/contracts';

/** Reads a package file's text; the server validates the rest. */
export function parsePackageFile(text: string): { package: InstrumentPackage | null; error: boolean } {
  try {
    const value = JSON.parse(text) as { format?: unknown };
    if (value && typeof value === 'object' && value.format === INSTRUMENT_PACKAGE_FORMAT)
      return { package: value as InstrumentPackage, error: false };
  } catch {
    // not JSON
  }
  return { package: null, error: true };
}

/** Offers JSON as a file download. */
export function downloadJson(filename: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
