// End to end: a long step that says nothing gets a line now and then saying it is still at work; one whose own
// output moves gets none. The silence before a line is 12 s; the harness makes it 2 s (PAGES_PUSH_HEARTBEAT_MS).
import { VALID_TOKEN } from '../support/git-server.mjs';
import { STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult } from '../support/run-action.mjs';

const e2e = useEndToEnd();

async function build(command: string): Promise<{ result: ActionResult; beats: string[] }> {
  const repo = e2e.repoName('heartbeat');
  await e2e.server.createRepo(repo);
  const job = await e2e.job({ fixture: 'static-site' });
  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: command, 'publish-dir': 'public' },
    env: { PAGES_PUSH_HEARTBEAT_MS: '2000' },
  });
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  return { result, beats: result.log.split('\n').filter((line) => line.startsWith('Still running the build')) };
}

test('a build silent for 7 s gets a line every 2 s of silence, saying what runs and for how long', async () => {
  const { beats } = await build('sleep 7');

  expect(beats.length).toBeGreaterThanOrEqual(2);
  expect(beats[0]).toMatch(/^Still running the build command \(sleep 7\): [23] s so far\.$/);
}, 60000);

test('a build that prints every half second for 7 s gets no such line', async () => {
  const { result, beats } = await build(
    'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do echo "page $i"; sleep 0.5; done',
  );

  expect(result.log).toContain('page 14');
  expect(beats).toEqual([]);
}, 60000);
