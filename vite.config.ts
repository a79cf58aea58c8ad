import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), babel({ plugins: ['relay'] })],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000', '/oauth2': 'http://localhost:3000', '/logout': 'http://localhost:3000' } },
});
