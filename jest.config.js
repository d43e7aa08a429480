import { availableParallelism } from 'node:os';

// Jest in ESM mode (the package is "type": "module"; @actions/core 3 is ESM-only).
// Coverage: V8's, of src/ in this process (unit tests); scripts/coverage.mjs adds what the bundle ran in the
// end-to-end tests and enforces the threshold.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true } }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  modulePathIgnorePatterns: ['<rootDir>/__tests__/fixtures/'],
  globalSetup: '<rootDir>/__tests__/support/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/support/global-teardown.mjs',
  // The longest files first, also on a clean clone (jest's own durations are in its cache, which it lacks).
  testSequencer: '<rootDir>/__tests__/support/sequencer.mjs',
  collectCoverageFrom: ['src/**/*.ts'],
  coverageProvider: 'v8',
  coverageReporters: ['json'],
  coverageDirectory: 'coverage/unit',
  testTimeout: 120000,
  // Jest's default is one worker less than the cores: one worker on a 2-core machine, every file in turn. The
  // end-to-end files wait on servers and child processes much of the time, and each has its own git server on a
  // free port (a server that lost its port to another worker's starts again: git-server.mjs), so two workers more
  // than the cores (measured on the 2-core machine: 26 min with two against about 36 serial; with three, the suite
  // kept the cores 1.84 busy, the rest lost to files waiting on stalls side by side; see CONTRIBUTING for four).
  maxWorkers: Math.max(4, availableParallelism() + 2),
};
