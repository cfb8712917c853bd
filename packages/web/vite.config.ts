import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Writes .br and .gz beside each text asset, for a static server with pre-compressed files enabled. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'divida-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    writeBundle(_opts, bundle) {
      const files = [...Object.keys(bundle), 'sw.js', 'index.html', 'portal/index.html'].filter((f) =>
        /\.(js|css|html|svg|json|webmanifest)$/.test(f),
      );
      for (const f of new Set(files)) {
        const path = join(outDir, f);
        let data: Buffer;
        try {
          data = readFileSync(path);
        } catch {
          continue;
        }
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * zod's namespace re-exports every locale (`export * as locales`), and the bundler keeps them all
 * (about 40 languages, a third of zod's weight in the login page's JavaScript). The page uses
 * Portuguese (domain zodPt.ts) and zod's English default: the locale index resolves to those two.
 */
function zodLocales(): Plugin {
  const id = '\0zod-locales';
  return {
    name: 'divida-zod-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../locales/index.js' && importer?.replaceAll('\\', '/').includes('/zod/v4/')) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return "export { default as en } from 'zod/v4/locales/en.js';\nexport { default as pt } from 'zod/v4/locales/pt.js';\n";
    },
  };
}

/**
 * zod loads only with the first schema: the domain's errors.ts (the error table and messages, which the
 * login page needs) sets zod's Portuguese messages by importing zodPt.ts, and that import would put zod in
 * the login page's JavaScript. In the web build errors.ts gets an empty module instead, and every import of
 * 'zod' resolves to src/lib/zod.ts, which sets the same messages (and jitless) as zod loads.
 */
function zodConfigured(): Plugin {
  const setup = fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url));
  const empty = '\0zod-pt-empty';
  return {
    name: 'divida-zod-configured',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === './zodPt.ts' && from.endsWith('/domain/src/errors.ts')) return empty;
      if (source === 'zod' && importer && importer !== setup) return setup;
      return null;
    },
    load(id) {
      return id === empty ? 'export {};\n' : null;
    },
  };
}

/**
 * MUI's theme machinery for CSS variables and colour schemes (about 6 KB gzip on the first screen): the
 * app's theme has a palette and neither `cssVariables` nor `colorSchemes` (app/theme.ts), so createTheme
 * always takes createThemeNoVars and ThemeProvider always ThemeProviderNoVars. Their imports of the
 * other branch resolve to a stub that says so if that ever changes; other importers get the real modules.
 */
function muiThemeSemVariaveis(): Plugin {
  const stub = '\0mui-theme-sem-variaveis';
  return {
    name: 'divida-mui-theme-sem-variaveis',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (!from.includes('/@mui/material/styles/')) return null;
      if (source === './createThemeWithVars.mjs' && from.endsWith('/createTheme.mjs')) return stub;
      if (source === './ThemeProviderWithVars.mjs' && from.endsWith('/ThemeProvider.mjs')) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        "const naoUsado = () => { throw new Error('CSS variables/colour schemes are not built in: see muiThemeSemVariaveis in vite.config.ts'); };",
        'export default naoUsado;',
        'export const CssVarsProvider = naoUsado;',
      ].join('\n');
    },
  };
}

/**
 * The login page's chunk and its imports as <link rel="modulepreload"> in index.html, its CSS as a stylesheet: they download with
 * the entry instead of after it has run (main.tsx imports them only then). About 10 KB gzip that every
 * other path loads too; the login is the first page of every visit.
 */
function preloadLogin(): Plugin {
  return {
    name: 'divida-preload-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path !== '/index.html') return html; // the staff app's page only, never /portal's
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const login = chunks.find((c) => c.facadeModuleId?.endsWith('/features/auth/LoginPage.tsx'));
        if (!login) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(i);
        };
        visit(login.fileName);
        // their stylesheets too (altchaColors.css): the import of the page waits for them, one more
        // round trip after the JavaScript had arrived; Vite's loader skips a link already in the page
        const css = new Set(
          [...files].flatMap((f) => [
            ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        return [
          ...[...files]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
              injectTo: 'head' as const,
            })),
          ...[...css]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/**
 * The login page drawn by index.html itself, before any JavaScript (issue 27 §4: on a phone the page
 * waited for React DOM, MUI and emotion to be evaluated and to render). At build time the page's own
 * components are rendered to HTML (src/prerender/loginEstatico.tsx, in a Vite SSR pass) with emotion's
 * styles; index.html carries them in a <template>, and a small inline script (allowed by its hash in the
 * server's Content-Security-Policy) puts them in #root only when storage holds no session and the path is
 * '/' or '/login' (the test sessionStore.read makes); otherwise nothing of it is ever drawn. React's
 * first render (createRoot) replaces it in the same frame. The copy is inert: nothing can be typed into
 * it and lost. Its robot check is the widget's reserved box (the widget must not start a check there).
 */
function loginEstatico(): Plugin {
  let configFile: string | undefined;
  let root = '';
  return {
    name: 'divida-login-estatico',
    apply: 'build',
    configResolved(c) {
      configFile = c.configFile;
      root = c.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (ctx.path !== '/index.html') return html; // the staff app's page only, never /portal's
        const ssr = await createServer({
          root,
          configFile,
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        let page: { render(): string; APP_VERSION: string; STORAGE_KEYS: Record<string, string> };
        try {
          page = (await ssr.ssrLoadModule('/src/prerender/loginEstatico.tsx')) as typeof page;
        } finally {
          await ssr.close();
        }
        const css: string[] = [];
        const markup = page
          .render()
          .replace(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g, (_m, rules: string) => {
            if (!css.includes(rules)) css.push(rules);
            return '';
          })
          .replace(/<!-- -->/g, '')
          .replace(/ autofocus=""/g, '')
          // the widget's box as altchaColors.css reserves it before its code is in
          .replace(
            /<altcha-widget[^>]*><\/altcha-widget>/,
            '<div style="display:block;min-height:75px"></div>',
          )
          // nothing to type into before React's form is there (inert, and disabled fields and buttons)
          .replace(/<(input|button) (?!disabled)/g, '<$1 disabled="" ')
          .replace(/^<main /, '<main inert="" ');
        if (!markup.startsWith('<main inert') || /<altcha-widget|<script/.test(markup))
          throw new Error('loginEstatico: the login page no longer renders as expected');
        const k = page.STORAGE_KEYS;
        const signedIn = [k.accessToken, k.refreshToken, k.user]
          .map((key) => `l.getItem(${JSON.stringify(key)})`)
          .join('&&');
        const script =
          '(function(){var r=document.getElementById("root"),t=document.getElementById("login-estatico"),' +
          's=null,p=location.pathname;try{var l=localStorage;' +
          `s=l.getItem(${JSON.stringify(k.version)})===${JSON.stringify(page.APP_VERSION)}&&${signedIn}` +
          '}catch(e){}if(r&&t&&!s&&(p==="/"||p==="/login")){r.appendChild(t.content.cloneNode(true));' +
          'var f=r.querySelector("footer");if(f)f.textContent=f.textContent.replace(/\\d{4}/,String(new Date().getFullYear()))}' +
          'if(t)t.remove()})();' +
          // ICU's first number and time-zone formatters cost tens of milliseconds on a phone; made here, each
          // in a task of its own, they are not added to the app's first script (MUI's locale, calendar.ts)
          'setTimeout(function(){try{new Intl.NumberFormat("pt-BR").format(1)}catch(e){}});' +
          'setTimeout(function(){try{new Intl.DateTimeFormat("en-US",{timeZone:"America/Sao_Paulo",' +
          'year:"numeric",month:"2-digit",day:"2-digit"}).format(0)}catch(e){}})';
        // the scripts are not needed for this first paint: at low priority they leave the bandwidth to the
        // page and its stylesheet (Chrome gives module scripts and preloads high priority)
        return html
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
          .replace(
            '<div id="root"></div>',
            `<div id="root"></div><template id="login-estatico"><style>${css.join('')}</style>${markup}</template><script>${script}</script>`,
          );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    zodLocales(),
    zodConfigured(),
    muiThemeSemVariaveis(),
    preloadLogin(),
    loginEstatico(),
    precompress(),
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
        // nor the debtor portal and its sign-in provider, which are other pages (docs/portal.md §4)
        navigateFallbackDenylist: [/^\/api\//, /^\/app\.conf\.json/, /^\/portal/, /^\/idp/],
        globIgnores: ['portal/**'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // two pages: the staff app and the debtor portal, each with its own JavaScript (docs/portal.md §4)
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal/index.html', import.meta.url)),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/app.conf.json': 'http://localhost:3000' } },
});
