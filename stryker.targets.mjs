// What `npm run test:mutation` mutates: one entry per target, with the unit tests that guard it and
// the mutation score it must reach (README "Testing"). To add a target, add an entry here.

/** @typedef {{ name: string, mutate: string[], tests: string[], goal: number | null }} MutationTarget */

/** @type {MutationTarget[]} */
export const TARGETS = [
  {
    name: 'packages/request-rules',
    mutate: ['packages/request-rules/src/**/*.ts', '!**/*.test.ts', '!**/*.test-support.ts', '!**/*.fixture.ts'],
    tests: ['packages/request-rules/src/**/*.test.ts'],
    goal: 90,
  },
  {
    name: 'extensions/request-form shared',
    mutate: ['extensions/request-form/src/shared/**/*.ts', '!**/*.test.ts'],
    tests: ['extensions/request-form/src/shared/**/*.test.ts'],
    goal: 85,
  },
  {
    name: 'extensions: other pure modules',
    mutate: [
      'extensions/api-guard/src/csv-formulas.ts',
      'extensions/api-guard/src/json-depth.ts',
      'extensions/request-form/src/endpoint/database-unavailable.ts',
      'extensions/request-notifications/src/escape.ts',
      'extensions/request-notifications/src/mail-settings.ts',
      'extensions/request-notifications/src/request-summary.ts',
    ],
    tests: [
      'extensions/api-guard/src/**/*.test.ts',
      'extensions/request-form/src/endpoint/**/*.test.ts',
      'extensions/request-notifications/src/**/*.test.ts',
    ],
    goal: 85,
  },
  {
    // The request form's modules without React (messages.ts holds texts only, confetti.ts an
    // animation). Their own tests guard them, in Node or, where a module uses the window, happy-dom;
    // the component tests (*.test.tsx) render the whole form and would make every mutant far slower.
    name: 'frontend request form: pure modules',
    mutate: [
      'frontend/app/features/request-form/field-check.ts',
      'frontend/app/features/request-form/field-errors.ts',
      'frontend/app/features/request-form/field-options.ts',
      'frontend/app/features/request-form/request-draft.ts',
      'frontend/app/features/request-form/request-form-api.ts',
      'frontend/app/features/request-form/request-values.ts',
      'frontend/app/features/request-form/service-context.ts',
      'frontend/app/features/request-form/submission-machine.ts',
      'frontend/app/features/request-form/outbox/refusal-message.ts',
      'frontend/app/features/request-form/outbox/submission-outbox.ts',
    ],
    tests: ['frontend/app/features/request-form/**/*.test.ts'],
    goal: 85,
  },
];
