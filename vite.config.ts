import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import postcssPresetMantine from 'postcss-preset-mantine';

// The dev server (npx vite) proxies everything dynamic to the Node server (npm run dev) on port 3000.
const server = `http://localhost:${process.env.VBS_SERVER_PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), babel({ plugins: ['relay'] })],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/graphql': server,
      '/api': server,
      '/oauth2': server,
      '/logout': server,
      '/healthz': server,
    },
  },
});
