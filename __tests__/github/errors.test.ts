// Every API failure says the status, GitHub's own words and the fix.
import { explainApiFailure } from '../../src/github/errors.js';

const context = {
  what: 'reading the Pages settings of octo/blog',
  permission: 'pages: read',
  apiUrl: 'https://api.github.com',
};
const failure = (status: number, message: string): unknown =>
  Object.assign(new Error(message), { status, response: { data: { message } } });

test('a refused permission names the permissions line to add', () => {
  const error = explainApiFailure(failure(403, 'Resource not accessible by integration'), context);

  expect(error.denied).toBe(true);
  expect(error.message).toBe(
    "GitHub's API refused reading the Pages settings of octo/blog (403: Resource not accessible by integration). The " +
      "token may lack the permission: add `pages: read` to the job's `permissions:` (for the workflow's token), or " +
      "give the token that access (a fine-grained token's repository permissions).",
  );
});

test('a 404 says it may be a permission too', () => {
  expect(explainApiFailure(failure(404, 'Not Found'), context).message).toContain(
    'GitHub answers 404 also when the repository or the object does not exist.',
  );
});

test('a refused token, a used-up rate limit, another refusal, and no answer', () => {
  expect(explainApiFailure(failure(401, 'Bad credentials'), context).message).toContain(
    '(401: Bad credentials): the token is not valid there. Check the "token" input.',
  );
  expect(explainApiFailure(failure(403, 'API rate limit exceeded for installation'), context).message).toContain(
    'The API rate limit is used up: try again later.',
  );
  const refused = explainApiFailure(failure(422, 'Update is not a fast forward'), context);
  expect([refused.status, refused.githubMessage]).toEqual([422, 'Update is not a fast forward']);
  expect(explainApiFailure(new Error('connect ECONNREFUSED'), context).message).toBe(
    "Could not reach GitHub's API at https://api.github.com while reading the Pages settings of octo/blog: connect ECONNREFUSED",
  );
});
