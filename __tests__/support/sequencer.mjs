// The order jest starts the test files in: the longest first, so that no long file starts last and keeps one
// worker busy while the others wait (on the 2-core machine, the Docusaurus install and build alone take minutes).
// Jest orders by the durations of its last run, which a clean clone does not have (they live in its cache, keyed
// by the checkout's path), and falls back to the files' sizes: generators.test.ts, the longest, is a small file,
// and the hexo corpus files are 4 lines each. So a file listed here gets the seconds it took on a full run (issue
// 40's gate, 2 workers); a duration jest has from a run of its own comes first; the rest follow by size.
import TestSequencer from '@jest/test-sequencer';
import * as path from 'node:path';

const SECONDS = {
  'e2e/generators.test.ts': 240,
  'e2e/deploy.test.ts': 130,
  'e2e/robustness.test.ts': 106,
  'e2e/hexo-table.test.ts': 100,
  'e2e/ssh.test.ts': 97,
  'e2e/install-record.test.ts': 90,
  'e2e/hexo-corpus-1.test.ts': 75,
  'e2e/hexo-corpus-2.test.ts': 75,
  'e2e/hexo-corpus-3.test.ts': 75,
  'e2e/hexo-corpus-4.test.ts': 75,
  'e2e/base-path.test.ts': 75,
  'e2e/untrusted.test.ts': 71,
  'e2e/pages-address.test.ts': 57,
  'e2e/hexo-deploy-config.test.ts': 57,
  'e2e/hexo-message.test.ts': 57,
  'e2e/split.test.ts': 50,
  'e2e/errors.test.ts': 45,
  'e2e/history-edges.test.ts': 44,
  'e2e/github-api.test.ts': 44,
  'e2e/hexo-parity.test.ts': 41,
  'e2e/pages-actions-attacks.test.ts': 80,
  'e2e/pages-actions.test.ts': 45,
  'e2e/cache.test.ts': 90,
  // Issue 58's, measured alone on the loaded 2-core machine (each runs the bundle about 30 times).
  'e2e/pages-queue.test.ts': 93,
  'e2e/cancel.test.ts': 56,
  // Issue 57's table of promises × routes, measured alone (its Actions column starts Azurite's stand-ins).
  'e2e/site-promises.test.ts': 135,
  'e2e/two-jobs.test.ts': 55,
};

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export default class LongestFirst extends TestSequencer {
  sort(tests) {
    const weight = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached;
      const listed = SECONDS[path.relative(root, test.path).split(path.sep).join('/')];
      return listed === undefined ? undefined : listed * 1000;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    return [...tests].sort((a, b) => {
      const failed = Number(this.hasFailed(b)) - Number(this.hasFailed(a));
      if (failed !== 0) return failed;
      const [wa, wb] = [weight(a), weight(b)];
      if (wa !== undefined && wb !== undefined) return wb - wa;
      if (wa !== undefined || wb !== undefined) return wa !== undefined ? -1 : 1;
      return size(b) - size(a);
    });
  }
}
