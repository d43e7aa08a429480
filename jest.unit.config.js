// The unit tests alone (`npm run test:unit`): pure logic, no servers, in seconds. `npm test` runs everything.
import base from './jest.config.js';

export default { ...base, testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'] };
