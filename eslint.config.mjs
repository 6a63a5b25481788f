// The linter CI runs (`npm run lint`): typescript-eslint's recommended rules on the whole package and
// the rules of hooks on the client. A rule switched off in one place says why after `--`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Refuses an `eslint-disable` comment that does not say why (`-- the reason`). */
const explainedDisables = {
  meta: { type: 'problem', schema: [], messages: { unexplained: 'Скажите, почему правило выключено: «-- причина» в том же комментарии.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/^\s*eslint-disable/.test(comment.value) && !/\s--\s+\S/.test(comment.value)) context.report({ loc: comment.loc, messageId: 'unexplained' });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'client/dist/**', 'client/src/generated/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { vitrina: { rules: { 'explained-disables': explainedDisables } } },
    rules: {
      'vitrina/explained-disables': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      // The shop refuses NUL and other control characters in text on purpose (CONTRACT §7): its patterns name them.
      'no-control-regex': 'off',
    },
  },
  // Node scripts (bench, start, budget) run outside TypeScript's checks.
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // Tests read JSON answers of every shape the API gives: `any` there is the answer, checked by the assertions.
  { files: ['tests/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // The rules of hooks. The React Compiler's own rules (react-hooks 7's recommended set) are not
  // taken: the app is not compiled by it, and they refuse patterns it relies on (a ref read in render).
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
