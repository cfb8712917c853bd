import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // spec 03 §2.9: a new version waits for the user's consent (prompt), checked by the page every 5 minutes
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Dívida Ativa',
        short_name: 'Dívida Ativa',
        lang: 'pt-BR',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0d47a1',
        background_color: '#f4f6f8',
        icons: [],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        // the API and the runtime configuration are never answered by the service worker
        navigateFallbackDenylist: [/^\/api\//, /^\/app\.conf\.json/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: { target: 'es2022', manifest: true, chunkSizeWarningLimit: 1200 },
  server: { proxy: { '/api': 'http://localhost:3000', '/app.conf.json': 'http://localhost:3000' } },
});
