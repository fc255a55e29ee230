/**
 * Fills a template's `{name}` placeholders from values; a name without a value stays as written.
 * One implementation for the server's texts and the web's.
 */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
