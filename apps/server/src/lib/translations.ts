/** Stored translations ({ lang: texts }); anything that is not an object reads as none. */
export function parseTranslations<T>(json: string | null | undefined): Record<string, T> {
  try {
    const value = JSON.parse(json ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};
  } catch {
    return {};
  }
}
