// Unit tests of the summary's links: which addresses a user can open from the job summary.
import { linked, problemsCell, repositoryPage, runPage } from '../../src/report/summary-links.js';

test.each([
  ['https://github.com/octo/site.git', 'https://github.com/octo/site'],
  ['https://github.com/octo/site', 'https://github.com/octo/site'],
  ['git@github.com:octo/site.git', 'https://github.com/octo/site'],
])('a target on the workflow server, %s, has its web page', (target, page) => {
  expect(repositoryPage(target, 'https://github.com')).toBe(page);
});

test('a target on GitHub Enterprise Server under a path keeps it; one on another server has no page', () => {
  expect(repositoryPage('https://ghe.example/git/octo/site.git', 'https://ghe.example/git')).toBe(
    'https://ghe.example/git/octo/site',
  );
  expect(repositoryPage('https://gitlab.example/octo/site.git', 'https://github.com')).toBeUndefined();
  expect(repositoryPage('https://github.com/octo/site.git', undefined)).toBeUndefined();
});

test("the run's page, with its attempt after the first", () => {
  const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo/site', GITHUB_RUN_ID: '42' };
  expect(runPage(env)).toBe('https://github.com/octo/site/actions/runs/42');
  expect(runPage({ ...env, GITHUB_RUN_ATTEMPT: '2' })).toBe('https://github.com/octo/site/actions/runs/42/attempts/2');
  expect(runPage({})).toBeUndefined();
});

test('a link where there is an address, the text alone where there is none; problems or "none"', () => {
  expect(linked('https://x.example/?a=1&b=2', '<code>1</code>')).toBe(
    '<a href="https://x.example/?a=1&#38;b=2"><code>1</code></a>',
  );
  expect(linked(undefined, 'text')).toBe('text');
  expect(problemsCell([])).toBe('none');
  expect(problemsCell(['a <b>', 'c'])).toBe('a &#60;b&#62;<br>c');
});
