// End to end: no user command can open Node's inspector in the action (it would read the token and the deploy key
// out of our memory): not with SIGUSR1 from the build, nor from a process the build leaves running, nor with the
// inspector's flags in NODE_OPTIONS. The build looks at the action's own sockets (inspector-probe.mjs).
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { STATIC_SITE_FILES, staticJobWithPlaceholder, useEndToEnd } from '../support/e2e.js';
import { REPO_ROOT, runAction, runningBundle } from '../support/run-action.mjs';

const e2e = useEndToEnd();
const PROBE = path.join(REPO_ROOT, '__tests__', 'support', 'inspector-probe.mjs');
const OPEN_INSPECTOR = path.join(REPO_ROOT, '__tests__', 'support', 'open-inspector.cjs');

interface Report {
  pids: number[];
  ports: number[];
  answers: string[];
}

async function waitForReport(file: string): Promise<Report> {
  for (let waited = 0; waited < 15_000 && !existsSync(file); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

test.each([
  // A port of 0 for the inspector, where one opens: no other test's inspector on 9229 can hide it.
  // The log says "Debugger listening" only for --inspect: the runner's start of the action, before its first line,
  // and the build's own node, which gets NODE_OPTIONS as the workflow set it.
  ['SIGUSR1 from the build', 'signal', '--inspect-port=0', false],
  ['SIGUSR1 from a process the build leaves running', 'left-behind', '--inspect-port=0', false],
  ['--inspect in NODE_OPTIONS', 'none', '--inspect=127.0.0.1:0', true],
  // Opened before the action's first line (as a SIGUSR1 that lands then does): shut as the deploy starts.
  ['the inspector opened before the first line', 'none', `--require ${OPEN_INSPECTOR}`, true],
  [
    '--inspect-port in NODE_OPTIONS, without a signal (the control)',
    'none',
    '--max-http-header-size=16384 --inspect-port 0',
    false,
  ],
])('%s opens no inspector in the action, and the deploy goes on', async (_case, mode, nodeOptions, saysListening) => {
  const { repo, work } = await staticJobWithPlaceholder(e2e, `inspector-${mode}`);
  const report = path.join(work.root, 'probe.json');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    env: { NODE_OPTIONS: nodeOptions },
    inputs: {
      token: VALID_TOKEN,
      repository: repo,
      'config-file': 'site.conf',
      build: `node ${JSON.stringify(PROBE)} ${mode} ${JSON.stringify(report)} ${JSON.stringify(runningBundle())}`,
    },
  });
  const found = await waitForReport(report);

  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  expect(found.pids).toHaveLength(1); // the action's process, and not the test runner
  expect(found).toEqual({ pids: found.pids, ports: [], answers: [] });
  expect(result.log.includes('Debugger listening')).toBe(saysListening);
});
