import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './build/first-load-chunk';
import { homeShell } from './build/home-shell';

// In development the API runs on :8080 (npm run dev:server); the web dev server forwards to it.
export default defineConfig({
  plugins: [react(), homeShell()],
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
          groups: [firstLoadChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)))],
        },
      },
    },
  },
});
