import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'docs/api/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Bit-packed moves and typed-array boards use non-null assertions sparingly; allow them.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The web app runs in browsers; its end-to-end tests also send code into the page.
    files: ['packages/web/src/**', 'packages/web/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
