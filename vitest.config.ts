import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest runs one worker fewer than the cores by default, so one worker on this 2-core
    // machine while the main process mostly waits: two cut the unit tests' time.
    maxWorkers: 2,
  },
});
