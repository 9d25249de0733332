import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Folders whose code may reach the browser bundle: they must never import server/. */
const clientFolders = ['components', 'api', 'store', 'hooks', 'utils', 'contracts', 'locales'];

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
    files: clientFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server', '@/server/*', '**/server/*', '**/server'],
              message: 'server/ is server-only code and must never reach the browser bundle.',
            },
          ],
        },
      ],
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
