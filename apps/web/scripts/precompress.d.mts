import type { Plugin } from 'vite';

export function compressedCopies(contents: Buffer): { gz: Buffer; br: Buffer } | null;
export function precompress(): Plugin;
