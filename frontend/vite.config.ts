import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress, productionReact } from './scripts/build-plugins';

export default defineConfig({
  plugins: [productionReact(), react(), precompress()],
  server: {
    // `npm run dev` serves the SPA; the API runs separately (`npm start`, port 3000).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
