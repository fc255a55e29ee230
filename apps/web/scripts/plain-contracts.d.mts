import type { Plugin } from 'vite';

export function plainView(code: string, fileName?: string): { source: string; names: Set<string> };
export function rewriteImports(code: string, fileName: string, plainOf: Map<string, string>): string | null;
export function plainContracts(): Plugin;
