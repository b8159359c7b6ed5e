import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './build/first-load-chunk';
import { homeShell } from './build/home-shell';
import { preloadApp } from './build/preload-app';

const main = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

// In development the API runs on :8080 (npm run dev:server); the web dev server forwards to it.
export default defineConfig({
  plugins: [react(), homeShell(), preloadApp(main)],
  // OpenCV.js is imported only by the calibration worker, which the dependency scan does not
  // reach: pre-bundled up front, the first visit to Calibration does not re-bundle and reload.
  optimizeDeps: { include: ['@techstark/opencv-js'] },
  // Workers are ES modules (all three start with `type: 'module'`), so a worker's own chunks
  // split off: the calibration worker imports OpenCV.js only when a task needs it.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/socket.io': { target: 'http://localhost:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Shared by src/boot.ts and the app: a chunk of its own, so that importing it does
            // not run the app before boot.ts asks for it.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            firstLoadChunk(main),
          ],
        },
      },
    },
  },
});
