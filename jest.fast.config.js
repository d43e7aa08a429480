// The fast tier (`npm run test:fast`), for work in progress: the unit tests and the end-to-end smoke cases of
// __tests__/e2e/smoke.test.ts (the bundle builds and deploys the Hexo blog, a second deploy adds a commit, an
// unchanged site pushes nothing). `npm test` runs everything, these included.
import unit from './jest.unit.config.js';

export default {
  ...unit,
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/e2e/(?!smoke\\.test\\.ts$)',
    '<rootDir>/__tests__/integration/',
  ],
};
