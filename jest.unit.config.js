// The unit tests alone (`npm run test:unit`): pure logic, no servers, in seconds. `npm test` runs everything,
// including the end-to-end tests (__tests__/e2e/) and the integration tests (__tests__/integration/: suites that
// write tens of MiB or spawn many processes, mirroring src/ like the unit tests).
import base from './jest.config.js';

export default {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/integration/'],
};
