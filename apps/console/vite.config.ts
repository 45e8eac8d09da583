import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built console at /console/; in development the API and uploads are proxied
// to a running server so the console talks to the real thing.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    // The repository root also holds an older React for another package; the console must bundle
    // exactly one copy, its own, or hooks inside antd and react-router would break.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
