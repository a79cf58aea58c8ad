import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import postcssPresetMantine from 'postcss-preset-mantine';
import { VitePWA } from 'vite-plugin-pwa';
import { ICONS, vbsImages } from './client/scripts/images-plugin.ts';
import { precompressPlugin } from './client/scripts/compress-plugin.ts';
import { defaultMessagesAsTrees, precompiledMessages } from './client/scripts/messages-plugin.ts';

// The dev server (npx vite) proxies everything dynamic to the Node server (npm run dev) on port 3000.
const server = `http://localhost:${process.env.VBS_SERVER_PORT ?? 3000}`;
/** Paths the server answers itself: never the single-page app, never from the offline cache (matched against the
 * path and its query, as the service worker reads a navigation: /unsubscribe?token=…). */
const SERVER_PATHS = /^\/(api|graphql|oauth2|login|logout|healthz|unsubscribe|hooks)(\/|\?|$)|^\/(robots\.txt|sitemap\.xml)$/;
/** Signed-in pages: always asked of the server while it answers (the service worker's route below). */
const DASHBOARD_PATHS = /^\/dashboard(\/|$)/;

// Mantine's components that lazily loaded pages use, in a few chunks instead of one small file each (over
// HTTP/1.1 every six more files on a page's first load cost a round trip, and a dashboard page loaded 20 to 40 of
// them). Each group takes what the groups before it left, with what it needs, so a group's chunk only imports the
// ones before it; a page loads only the groups it uses:
// - the few helpers public pages and the toasts share with the dashboard (collapse, portal…), first, so that
//   public pages never load the dashboard's groups (bench/bundle-size.ts, e2e/compressed-assets.spec.ts);
// - the scroll lock of dialogs, drawers and toasts;
// - text fields, icon buttons, focus trap, overlay and the small internals the groups below share (the profile's
//   first screen needs no more; the reading direction, which popovers and scroll areas both read);
// - segmented controls and native selects (the rosters and the leaderboard use one on a wide screen, the other
//   on a phone);
// - popovers (floating-ui);
// - scroll areas and tables (a table's scroll container is a scroll area; selects and dialogs have one too), not on
//   floating-ui (scrollAreaMergeRefs below), so the rosters' table does not bring the popovers;
// - selects and combo boxes;
// - dialogs, check boxes, radios and text areas.
// Components few pages use stay in chunks of their own (bench:bundle prints what each page loads).
const dir = (path: string) => path.replaceAll('/', String.raw`[\\/]`);
const MANTINE = dir('node_modules/@mantine/core/esm/');
const HOOKS = dir('node_modules/@mantine/hooks/esm/');
const any = (prefix: string, paths: string[]) => `${prefix}(${paths.map(dir).join('|')})`;
const MANTINE_GROUPS = [
  {
    name: 'mantine-shared',
    test: new RegExp(
      [
        any(HOOKS, ['use-merged-ref/', 'use-uncontrolled/', 'use-force-update/', 'use-collapse/']),
        any(MANTINE, ['core/utils/get-safe-id/', 'core/utils/create-scoped-keydown-handler/', 'core/utils/find-element-ancestor/', 'core/utils/get-default-z-index/']),
        any(MANTINE, ['core/Box/get-style-object/', 'components/Portal/', 'components/VisuallyHidden/', 'components/Collapse/', 'components/Accordion/AccordionChevron']),
      ].join('|'),
    ),
  },
  // What dialogs, drawers and the toasts use to stop the page scrolling behind them (react-remove-scroll).
  { name: 'scroll-lock', test: new RegExp(any(dir('node_modules/'), ['react-remove-scroll', 'react-style-singleton/', 'use-callback-ref/', 'use-sidecar/', 'get-nonce/', 'tslib/'])) },
  {
    name: 'mantine-fields',
    test: new RegExp(
      [
        any(MANTINE, ['components/Input/', 'components/InputBase/', 'components/TextInput/', 'components/ActionIcon/', 'components/List/', 'components/FocusTrap/', 'components/Overlay/']),
        any(MANTINE, ['components/Combobox/ComboboxChevron/', 'components/Combobox/get-parsed-combobox-data/', 'components/ScrollArea/utils/to-int', 'components/Checkbox/CheckIcon', 'components/Radio/RadioIcon']),
        any(MANTINE, ['utils/InlineInput/', 'utils/InputsGroupFieldset/', 'core/utils/', 'core/MantineProvider/color-functions/', 'core/DirectionProvider/']),
        any(HOOKS, ['use-window-event/', 'use-debounced-callback/', 'use-previous/', 'use-focus-return/', 'use-click-outside/', 'utils/']),
      ].join('|'),
    ),
  },
  { name: 'mantine-choosers', test: new RegExp(any(MANTINE, ['components/SegmentedControl/', 'components/NativeSelect/'])) },
  { name: 'mantine-popover', test: new RegExp([dir('node_modules/@floating-ui/'), any(MANTINE, ['components/Popover/', 'utils/Floating/'])].join('|')) },
  { name: 'mantine-scroll-area', test: new RegExp(any(MANTINE, ['components/ScrollArea/', 'components/Table/'])) },
  { name: 'mantine-select', test: new RegExp(any(MANTINE, ['components/Combobox/', 'components/Select/'])) },
  { name: 'mantine-dialogs', test: new RegExp(any(MANTINE, ['components/Modal/', 'components/ModalBase/', 'components/Checkbox/', 'components/Radio/', 'components/Textarea/'])) },
];

/** The icons lazily loaded public pages use (help, past years, /qrcode); those the entry uses are in its chunk. */
const PUBLIC_PAGE_ICONS = new RegExp(
  `${dir('@tabler/icons-react/dist/esm/icons/')}Icon(${['BrandFacebook', 'BrandGoogle', 'Qrcode', 'Scan', 'Quote', 'CloudOff', 'InfoCircle', 'Login2'].join('|')})\\.mjs$`,
);

// `vite build --ssr src/entry-server.tsx` (server-render.ts's build, after the client's): the public pages'
// server render in dist/ssr, which the server imports (each lazily loaded page a file of its own, so the
// dashboard's are never loaded there). It bundles its packages (only what the
// pages use, e.g. a few icons rather than the whole set) with React's production build, and leaves out the
// browser-only steps (the service worker, precompression).
const ssrBuild = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: [
    react(),
    babel({ plugins: ['relay', defaultMessagesAsTrees] }),
    precompiledMessages(),
    vbsImages(),
    scrollAreaMergeRefs(),
    ...(isSsrBuild ? [pwaRegisterOnServer()] : clientOnlyPlugins()),
  ],
  // The app's 'react-relay' imports get the hooks alone (client/src/relay/react-relay-hooks.ts says why).
  resolve: { alias: [{ find: /^react-relay$/, replacement: fileURLToPath(new URL('./client/src/relay/react-relay-hooks.ts', import.meta.url)) }] },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  // The manifest lets bench/bundle-size.ts add up what each page loads.
  build: isSsrBuild ? ssrBuild : {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Fewer files on a page's first load (over HTTP/1.1 a browser opens six connections per host, so on a
    // phone network every six more files cost another round trip): everything the entry loads is one chunk
    // (2 files for the home page instead of 11; lazily loaded pages still share it), and the icons only
    // lazily loaded pages use are one small chunk instead of a file each (a dashboard page: 11 files, was 28).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The public pages' own icons apart, so that help, a past year and /qrcode do not download every
            // dashboard's (their budget: bench/bundle-size.ts).
            { name: 'icons-public', test: PUBLIC_PAGE_ICONS },
            { name: 'icons', test: /@tabler[\\/]icons-react/ },
            ...MANTINE_GROUPS,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': server,
      '/api': server,
      '/oauth2': server,
      '/logout': server,
      '/healthz': server,
      '/robots.txt': server,
      '/sitemap.xml': server,
    },
  },
}));

function clientOnlyPlugins(): PluginOption[] {
  return [
    // Offline (SPEC §2, §9): the app shell and every script are precached, so public pages and /qrcode
    // open without a network after one visit; gallery photos are cached as they are seen (3840px
    // originals are too many megabytes to download up front). The page registers the worker itself
    // (app/ReloadPrompt.tsx) to show the reload prompt and check for updates every 10 minutes.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Vacation Bible School',
        short_name: 'VBS',
        description: 'Register your children, show your family check-in code, and follow the week at Vacation Bible School.',
        theme_color: '#364fc7',
        background_color: '#f8f9fa',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: ICONS.filter((icon) => icon.size !== 180).map((icon) => ({
          src: `/${icon.fileName}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          ...(icon.maskable ? { purpose: 'maskable' } : {}),
        })),
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['assets/gallery/**'],
        // Public pages open from the cache at once (the edition they show is kept on the phone: app/site-shell.ts).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS, DASHBOARD_PATHS],
        cleanupOutdatedCaches: true,
        // Signed-in pages come from the server, rendered for their viewer with their data (a page from the
        // cache would wait for its queries, a round trip each); the network request starts while the worker wakes.
        // Offline (the request fails at once) the cached page opens instead and asks for its data itself, as before
        // (the check-in table keeps working through a dropped connection). Never stored: they hold the viewer's data.
        navigationPreload: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/dashboard(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/gallery/'),
            handler: 'CacheFirst',
            options: { cacheName: 'vbs-gallery', expiration: { maxEntries: 150 } },
          },
        ],
      },
    }),
    precompressPlugin(),
  ];
}

/** On the server, the reload prompt's import of the service worker's registration resolves to nothing to do. */
function pwaRegisterOnServer(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'vbs-pwa-register-on-server',
    resolveId: (source) => (source === id ? '\0' + id : null),
    load: (resolved) => (resolved === '\0' + id ? 'export function registerSW() { return () => Promise.resolve(); }' : null),
  };
}

/**
 * Mantine's ScrollArea takes one small hook from floating-ui, `useMergeRefs` (one callback ref for several refs),
 * and that import alone made every scroll area, so every Mantine Table (its scroll container is one), load the
 * popovers' chunk: floating-ui and Popover, 20 KB gzip that a page with a table and no popover never runs (the
 * rosters' first screen on a phone). Here ScrollArea gets the same hook from @mantine/hooks'
 * `useMergedRef`, which the page already has; other importers of floating-ui are unchanged. Should a Mantine
 * upgrade make ScrollArea import anything else from floating-ui, the build fails on the missing export.
 */
function scrollAreaMergeRefs(): Plugin {
  const id = '\0vbs-scroll-area-merge-refs';
  const scrollArea = new RegExp(`${MANTINE}components${dir('/ScrollArea/ScrollArea.mjs')}$`);
  return {
    name: 'vbs-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '@floating-ui/react' && importer && scrollArea.test(importer) ? id : null),
    load: (resolved) =>
      resolved === id
        ? [
            "import { useMergedRef } from '@mantine/hooks';",
            '/** floating-ui: useMergeRefs([a, b, c]); Mantine: useMergedRef(a, b, c) (both memoized on the refs). */',
            'export function useMergeRefs(refs) { return useMergedRef(...refs); }',
          ].join('\n')
        : null,
  };
}
