import type { Plugin } from 'vite';

export const SHELL_MODULES: string[];
export const SHELL_PUBLIC_FILES: string[];
export const SHELL_PAGE: string;
export const WORKER_FILE: string;
export function offlineShell(): Plugin;
