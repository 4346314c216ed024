import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const conceptPackages = ['time', 'money', 'calendar', 'words', 'reading', 'measurements'];
const packageFolders = ['catalogue', 'ui', 'kit', ...conceptPackages];

/** Imports no file in the repo may make: package internals, and the host app. */
const boundaryPatterns = [
  {
    regex: '^@lingos/[^/]+/src(/|$)',
    message: "Import a package by its public entry ('@lingos/kit'), not its source files.",
  },
  {
    regex: `^(\\.\\./)+(packages/)?(${packageFolders.join('|')})/`,
    message: 'Import another package by its name, not by a relative path into it.',
  },
  {
    regex: '^@lingos/web(/|$)|(^|/)apps/web(/|$)',
    message: 'Nothing imports the host app: it composes the packages, not the other way round.',
  },
];

/** Which workspace packages each package may import: dependencies point one way. */
const allowedDependencies = {
  catalogue: [],
  ui: ['catalogue'],
  kit: ['catalogue', 'ui'],
  ...Object.fromEntries(conceptPackages.map((concept) => [concept, ['catalogue', 'ui', 'kit']])),
};

/** The no-restricted-imports options for a package's files (or any file, with no package). */
function restrictedImports({ folder, cssFile = false } = {}) {
  const forbidden = folder
    ? packageFolders.filter(
        (other) => other !== folder && !allowedDependencies[folder].includes(other),
      )
    : [];
  const isConcept = conceptPackages.includes(folder);
  const patterns = [
    ...boundaryPatterns,
    ...(forbidden.length > 0
      ? [
          {
            regex: `^@lingos/(${forbidden.join('|')})(/|$)`,
            message: isConcept
              ? 'A concept never imports another concept: share through @lingos/kit.'
              : 'Dependencies point one way: concept → kit → ui → catalogue.',
          },
        ]
      : []),
  ];
  const paths = cssFile
    ? [{ name: '@lingos/ui', message: "In .css.ts import { vars } from '@lingos/ui/vars'." }]
    : [];
  return ['error', { paths, patterns }];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.turbo/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['**/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  // vanilla-extract evaluates `.css.ts` files at build time: importing the ui barrel would
  // evaluate every component and lose styles; read the theme contract on its own.
  {
    files: ['**/*.css.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ cssFile: true }) },
  },
  ...packageFolders.flatMap((folder) => [
    {
      files: [`packages/${folder}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': restrictedImports({ folder }) },
    },
    {
      files: [`packages/${folder}/**/*.css.ts`],
      rules: { 'no-restricted-imports': restrictedImports({ folder, cssFile: true }) },
    },
  ]),
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
