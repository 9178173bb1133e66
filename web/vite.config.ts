import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const unbundledSdks = fileURLToPath(new URL('./src/lib/unbundled-firebase-sdks.ts', import.meta.url));
const re2jsStub = fileURLToPath(new URL('./src/lib/re2js-stub.ts', import.meta.url));

// `vite build --mode emulators` (what `npm start` runs) reads .env.emulators; a deploy build reads
// .env.production. Both only provide VITE_FIREBASE_* and, locally, VITE_EMULATOR_HOST.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // reactfire imports these two SDKs for hooks we never call (see unbundled-firebase-sdks.ts).
      { find: /^firebase\/database$/, replacement: unbundledSdks },
      { find: /^firebase\/remote-config$/, replacement: unbundledSdks },
      // Only Firestore Pipelines use it (see re2js-stub.ts).
      { find: /^re2js$/, replacement: re2jsStub },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // The bundle-size bench reads the manifest to map routes to their chunks.
    manifest: true,
    rolldownOptions: {
      // The model's modules only declare schemas, constants and functions, and building a zod
      // schema has no side effect: a page that uses one text from the model must not carry every
      // schema (and zod) along.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]model[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
