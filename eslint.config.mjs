// Lint for every package (decision 040): typescript-eslint with type information, React hooks rules
// for the apps and web-shared. Formatting is Prettier's (.prettierrc.json), so no style rules here.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'];
const schemaRules = graphqlPlugin.configs['flat/schema-recommended'].rules;
// graphql-eslint's names for the schema, but for enum values: one enum keeps its published words.
const { EnumValueDefinition: _everyEnumValue, ...schemaNames } =
  schemaRules['@graphql-eslint/naming-convention'][1];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/data/**',
      '**/reports/**',
      '**/.stryker-tmp/**',
      '**/.startup-build-*/**',
      'storefront/.ssr-test-build-*/**',
      'test-results/**',
      'playwright-report/**',
      // Written by `npm run codegen`; a test keeps them equal to what codegen writes.
      '**/src/graphql/generated/**',
      // The build's output beside the sources (git ignores it too).
      'graphql-api/src/**/*.js',
      'graphql-api/test/**/*.js',
    ],
  },
  // The code's rule sets, for code only: schema.graphql has its own parser and rules (below).
  ...[js.configs.recommended, ...tseslint.configs.recommendedTypeChecked].map((config) => ({
    files: CODE,
    ...config,
  })),
  {
    files: CODE,
    languageOptions: {
      parserOptions: {
        projectService: {
          // Tool configs that no package's tsconfig.json includes, and scripts their .d.mts or .d.cts
          // shadows. Small files; the default limit of 8 is a speed guard, not a rule.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 13,
          allowDefaultProject: [
            'codegen.ts',
            'eslint.config.mjs',
            'graphql-api/jest.config.js',
            'graphql-api/stryker.config.mjs',
            'admin-console/jest.config.cjs',
            'storefront/jest.config.cjs',
            'storefront/jest.setup.cjs',
            'web-shared/jest.config.cjs',
            'scripts/react-router-production.mjs',
            'scripts/jest-app-project.cjs',
            'scripts/smtp-sink.cjs',
            'e2e/serve.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberate (an argument a signature needs, a rest that drops a key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      // An async function with no await (a Promise-returning slot, an act() callback) is harmless.
      '@typescript-eslint/require-await': 'off',
      // Passing on a caught error (typed unknown, or any in JavaScript) is fine; a literal is not.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // type-graphql and TypeORM take classes (resolvers, entities) as `Function`.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // An empty interface here is a declaration-merging target (ModuleServices), not a mistake.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    // Tests read JSON bodies the test harness types as `any` and assert them with expect(); untyped
    // JavaScript (benches, scripts, configs) is all `any`. The no-unsafe-* rules stay on elsewhere.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.factory.ts',
      'graphql-api/test/**',
      'e2e/**',
      '**/*.{js,mjs,cjs}',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Node: the API, its tests and configs, the browser tests' runner, the benches and build scripts.
    files: [
      'graphql-api/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.{ts,mjs}',
      '**/*.{cjs,mjs}',
      '**/jest.config.js',
      '**/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'graphql-api/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS loads with require (jest's setup files are CommonJS).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['storefront/src/**', 'admin-console/src/**', 'web-shared/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale value: an error, not a warning.
      'react-hooks/exhaustive-deps': 'error',
      // Props and hook results declare callbacks with method syntax; none of them reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // React ignores what an event handler returns; async handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Units a reader can hold (decision 092): what ships, the benches and the scripts. Tests are
    // held by their describe blocks instead; their own helpers are not measured.
    files: [
      'graphql-api/src/**',
      'storefront/src/**',
      'admin-console/src/**',
      'web-shared/src/**',
      'bench/**',
      'scripts/**',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 350 }],
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  {
    // Plain browser scripts that no TypeScript project reads: linted without type information.
    files: ['graphql-api/assets/**/*.js', 'scripts/service-worker.template.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.browser, ...globals.serviceworker, __PRECACHE__: 'readonly' },
      parserOptions: { projectService: false },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // Written as ES5 for any browser: `var self = this` is how it keeps the outer `this`.
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    // The published schema (decision 101): every type, field, argument and enum value described,
    // deprecations with a reason, the rest of graphql-eslint's schema rules but three that do not
    // fit this schema (the decision says why).
    files: ['schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...schemaRules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...schemaNames,
          // PaymentMode's values are PAYMENTS_MODE's own words (docs/api-contract.md), published.
          'EnumValueDefinition[parent.name.value!=PaymentMode]': 'UPPER_CASE',
        },
      ],
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      // Figures, pages and edges are values without an identity of their own.
      '@graphql-eslint/strict-id-in-types': 'off',
      // Job.jobType, Job.jobLocation and Suggestion.suggestion are the REST records' own names.
      '@graphql-eslint/no-typename-prefix': 'off',
    },
  },
);
