/**
 * The jest project of one of the web packages (storefront, admin-console, web-shared): its unit
 * tests under src/, TypeScript and JSX through ts-jest (type-checked by `npm run typecheck`
 * instead), and the API suite's rule that an unexpected console.error fails a test.
 * @param {string} dir the package's folder (its jest.config.cjs passes __dirname)
 * @param {import('jest').Config} own what the package adds or changes
 * @returns {import('jest').Config}
 */
module.exports = function appProject(dir, own) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          diagnostics: false,
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            verbatimModuleSyntax: false,
            isolatedModules: true,
          },
        },
      ],
    },
    setupFilesAfterEnv: ['<rootDir>/../graphql-api/test/setup-console.ts'],
    ...own,
  };
};
