import type { Plugin } from 'vite';

export const LAZY_PARTS: [file: string, specifier: string][];
export function standIn(realId: string): string;
export function antdLazyParts(): Plugin;
