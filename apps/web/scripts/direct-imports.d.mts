import type { Plugin } from 'vite';

export const DIRECT_IMPORTS: [file: string, pkg: string, names: Record<string, string>][];
export const TO_NAME_PATH_STR: string;
export const HELPER_COPIES: [file: string, specifier: string, code: (dir: string) => string][];
export function slimIndex(dir: string, names: Record<string, string>): string;
export function directImports(): Plugin;
