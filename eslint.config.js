// Flat config for `eslint src test scripts` (npm run lint): ESLint's and typescript-eslint's recommended rules
// everywhere, plus the type-aware promise rules on src/. tsc (strict, noUncheckedIndexedAccess) already checks
// types; these catch what it does not.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['build/', 'dist/', '.tmp/', 'release/', 'coverage/', 'node_modules/']),
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // `_`-prefixed names are deliberately unused (a field destructured away, a callback's position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The code already writes === (src/agreement/tensor.ts disables this rule for its one deliberate !=);
      // 'smart' still allows `== null`.
      eqeqeq: ['error', 'smart'],
      // Control characters in patterns are deliberate here: ANSI colour codes in onnxruntime's stderr, and
      // telling a text file from a protobuf by its printable bytes.
      'no-control-regex': 'off',
    },
  },
  {
    // A promise nobody awaits in the action is a rejection that skips setFailed: the job ends without a verdict.
    // Only these three type-aware rules, and only on src/: all of recommendedTypeChecked takes four times as long
    // and mostly flags template strings in test messages.
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
