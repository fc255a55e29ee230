/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdLazyParts } from './scripts/antd-lazy-parts.mjs';
import { bundleBudget } from './scripts/bundle-budget.mjs';
import { directImports } from './scripts/direct-imports.mjs';
import { offlineShell } from './scripts/offline-shell.mjs';
import { plainContracts } from './scripts/plain-contracts.mjs';
import { precompress } from './scripts/precompress.mjs';

// In dev mode the API runs on the server's port; Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  // The participant's JavaScript: plainContracts keeps Zod out of pages that only read
  // the contracts' constants; antdLazyParts loads antd parts for options the app never uses on
  // demand; directImports points a few antd imports at just the code they use; bundleBudget
  // measures the test page against its budget; precompress writes the .gz/.br copies the server
  // sends; offlineShell writes the participant area's service worker with the files it caches.
  plugins: [
    plainContracts(),
    antdLazyParts(),
    directImports(),
    react(),
    bundleBudget(),
    offlineShell(),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // A page both imported and loaded on demand stays in the chunk that imports it: the lazy
      // import splits nothing off, and what each page costs is no longer what the routes say.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(warning.message);
        warn(warning);
      },
    },
  },
  test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' },
});
