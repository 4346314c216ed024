import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nothing Lingos-specific: the packages come built, with their stylesheets imported by
// their own code.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
  preview: { host: '127.0.0.1', port: 4199, strictPort: true },
});
