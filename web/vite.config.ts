import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `vite build --mode emulators` (what `npm start` runs) reads .env.emulators; a deploy build reads
// .env.production. Both only provide VITE_FIREBASE_* and, locally, VITE_EMULATOR_HOST.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // The bundle-size bench reads the manifest to map routes to their chunks.
    manifest: true,
  },
});
