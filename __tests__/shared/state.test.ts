// Unit tests of what the post step trusts of the saved state: a Pages deployment's id has the shape of one.
import { savedPagesDeployment } from '../../src/shared/state.js';

/** The id the post step reads when the state file says `value` (the runner gives it as STATE_pagesDeployment). */
function savedAs(value: string | undefined): string | undefined {
  if (value === undefined) delete process.env.STATE_pagesDeployment;
  else process.env.STATE_pagesDeployment = value;
  try {
    return savedPagesDeployment();
  } finally {
    delete process.env.STATE_pagesDeployment;
  }
}

test("a Pages deployment's id as GitHub gives it is read back: digits, or the deployed commit's id", () => {
  expect(savedAs('12345')).toBe('12345');
  expect(savedAs('4fd2d7a0c5e8b1f3a9d6e2c7b0a1f4e8d3c6b9a2')).toBe('4fd2d7a0c5e8b1f3a9d6e2c7b0a1f4e8d3c6b9a2');
});

test('none saved, or emptied once the deployment ended, leaves the post step nothing to cancel', () => {
  expect(savedAs(undefined)).toBeUndefined();
  expect(savedAs('')).toBeUndefined();
});

test('a value a user command wrote that is no id is not used: a path, a query, a second line', () => {
  expect(savedAs('../../../orgs/other/actions')).toBeUndefined();
  expect(savedAs('1?per_page=100')).toBeUndefined();
  expect(savedAs('1\n2')).toBeUndefined();
  expect(savedAs('9'.repeat(65))).toBeUndefined();
});
