import fs from 'node:fs';
import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layering, top to bottom: a folder may import the folders below it, never those above.
 * `server/` stands beside them: it may import only contracts/, utils/ and locales/, and no client
 * folder may import it (pages only re-export its getServerSideProps, from server/ssr/).
 */
const layers = ['pages', 'components', 'hooks', 'api', 'store', 'contracts', 'utils'];
const clientFolders = ['components', 'hooks', 'api', 'store', 'contracts', 'utils', 'locales'];

const layerZones = layers.flatMap((target, index) => {
  const above = layers.slice(0, index);
  return above.length === 0
    ? []
    : [
        {
          target: `./${target}`,
          from: above.map((folder) => `./${folder}`),
          message: `${target}/ sits below ${above.join(', ')} in the layering and may not import them.`,
        },
      ];
});

const serverZones = [
  ...clientFolders.map((folder) => ({
    target: `./${folder}`,
    from: './server',
    message: 'server/ is server-only code and must never reach the browser bundle.',
  })),
  {
    target: './pages',
    from: './server',
    except: ['./ssr', './http/next-api-entry.ts', './media/serve-media.ts'],
    message:
      'Pages only re-export their getServerSideProps (server/ssr/) or hand requests to the API entry.',
  },
  {
    target: './server/core',
    from: './server',
    except: ['./core', './db', './env.ts'],
    message:
      'server/core/ is the ground floor every domain stands on: it may import only the database and the environment, never a domain or the HTTP pipeline above it.',
  },
  {
    target: './server/jobs',
    from: './server',
    except: ['./jobs', './core', './db', './env.ts'],
    message:
      'server/jobs/ is the queue every domain uses and knows none of them: a domain defines its jobs, and server/register-jobs.ts registers them.',
  },
  {
    target: './server',
    from: ['./pages', './components', './hooks', './api', './store'],
    message: 'server/ may import only contracts/, utils/ and locales/ of the client side.',
  },
];

/**
 * The component zones. Every folder of components/ is one of three things:
 * - a shared folder, which any component folder may import and which imports no domain: ui/
 *   (primitives), layout/ (the page frame) — the floor, each may use the other — then map/ (the
 *   map widget, on the floor) and listing/ (what every kind of listing shares, on the map);
 * - screens/, the composition layer: page-level screens that combine domains (only pages
 *   import it);
 * - a domain (every other folder, found here, not listed by hand): it may import itself and the
 *   shared folders, never another domain nor screens/.
 */
const sharedComponentFolders = {
  ui: ['layout'],
  layout: ['ui'],
  map: ['ui', 'layout'],
  listing: ['ui', 'layout', 'map'],
};
const compositionFolder = 'screens';
const componentDomains = fs
  .readdirSync(path.join(import.meta.dirname, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !(name in sharedComponentFolders) && name !== compositionFolder);

const componentZones = [
  ...componentDomains.map((domain) => ({
    target: `./components/${domain}`,
    from: './components',
    except: [`./${domain}`, ...Object.keys(sharedComponentFolders).map((folder) => `./${folder}`)],
    message: `components/${domain}/ is a domain: it may import only itself and the shared folders (${Object.keys(sharedComponentFolders).join(', ')}); combine domains in components/${compositionFolder}/.`,
  })),
  ...Object.entries(sharedComponentFolders).map(([folder, below]) => ({
    target: `./components/${folder}`,
    from: './components',
    except: [`./${folder}`, ...below.map((other) => `./${other}`)],
    message: `components/${folder}/ is shared by every domain: it may import only ${[folder, ...below].join(', ')}, never a domain.`,
  })),
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'next-env.d.ts',
      'server/db/migrations/**',
      'test-results/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['tests/**', 'scripts/**'],
    // Packages are never part of a cycle of ours: do not parse them.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...serverZones, ...componentZones] },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-anonymous-default-export': 'off',
      // Stored photos already come as sized WebP variants from /media (see
      // server/storage/image-variants.ts); next/image would re-encode them a second time.
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
