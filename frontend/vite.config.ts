import { reactRouter } from '@react-router/dev/vite';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webFonts } from './vite/web-fonts.ts';

/**
 * One id per production build (BUILD_ID overrides it, e.g. with the commit). The client bundle
 * carries it and `/build-id.json` announces the deployed one: a difference means a new deployment
 * (README "Updates and offline use").
 */
const BUILD_ID =
  process.env.BUILD_ID || `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes `build-id.json` next to the client assets. */
function buildIdFile(): Plugin {
  return {
    name: 'agency:build-id',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-id.json',
        source: `${JSON.stringify({ buildId: BUILD_ID, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/** Builds the service worker once, for the browser bundle (not again for the server bundle). */
function clientOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }));
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    webFonts(),
    reactRouter(),
    buildIdFile(),
    ...clientOnly(
      VitePWA({
        // The site registers the worker itself (features/pwa) and serves a manifest with the agency
        // name from the CMS (routes/web-manifest.ts); the plugin builds the worker and the icons.
        injectRegister: false,
        manifest: false,
        outDir: 'build/client',
        registerType: 'autoUpdate',
        pwaAssets: {
          image: 'public/favicon.svg',
          preset: 'minimal-2023',
          includeHtmlHeadLinks: false,
          overrideManifestIcons: false,
          integration: { outDir: 'build/client' },
        },
        workbox: {
          // Pages are server-rendered: no app-shell fallback. Navigations go to the network first.
          navigateFallback: null,
          globPatterns: ['**/*.{js,css,svg,png,ico,html}', 'assets/*-{core,latin}-*.woff2'],
          globIgnores: ['build-id.json'],
          cleanupOutdatedCaches: true,
          // A new version takes over at once; the page decides when to reload (no input is lost).
          skipWaiting: true,
          clientsClaim: true,
          runtimeCaching: [
            {
              // Previews of drafts are never kept (README "For editors"): the worker leaves them alone.
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.searchParams.has('preview'),
              handler: 'NetworkFirst',
              options: {
                // Per build: an older build's pages point at assets the new worker no longer keeps
                // (features/pwa/service-worker.ts removes those caches).
                cacheName: `pages-${BUILD_ID}`,
                // The same page whatever its query (?source=pwa of the installed app, UTM tags).
                matchOptions: { ignoreSearch: true },
                networkTimeoutSeconds: 5,
                expiration: { maxEntries: 50 },
                precacheFallback: { fallbackURL: '/offline.html' },
              },
            },
            {
              // React Router's page data for client-side navigations between visited pages.
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin && url.pathname.endsWith('.data') && !url.searchParams.has('preview'),
              handler: 'NetworkFirst',
              options: { cacheName: `page-data-${BUILD_ID}`, networkTimeoutSeconds: 5, expiration: { maxEntries: 50 } },
            },
            {
              // A language's texts (lib/site-texts.server.ts): a new address for every version of them.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/site-texts/'),
              handler: 'CacheFirst',
              options: { cacheName: 'site-texts', expiration: { maxEntries: 8 } },
            },
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'media', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 } },
            },
          ],
        },
      }),
    ),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  environments: {
    // React, React DOM and React Router are in every page's first load: one chunk, compressed as
    // one, rather than the handful the bundler would cut them into (README "Performance").
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  server: { port: 3000 },
});
