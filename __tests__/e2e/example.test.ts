// End to end: `npm run example`, a new user's first run, ends well and prints nothing that reads like an error.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/run-action.mjs';

test('the example deploys the blog, and no line of its log reads like an error', async () => {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['example/run.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120000,
  });

  expect(stdout).toContain('page-url: https://octo.github.io/blog/');
  const alarming = `${stdout}\n${stderr}`
    .split('\n')
    .filter((line) => /error|refused|not valid|failed|check the "/i.test(line));
  expect(alarming).toEqual([]);
}, 150000);
