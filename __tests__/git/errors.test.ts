// Unit tests of turning git's stderr into a cause and a fix, on real git and GitHub messages.
import { classifyGitFailure, explainGitFailure, scrubUrls } from '../../src/git/errors.js';
import { GitError } from '../../src/git/git.js';
import { isNetworkFailure } from '../../src/git/retry.js';
import { parseTarget } from '../../src/git/target.js';

const samples = {
  noPrompt: "fatal: could not read Username for 'https://github.com': terminal prompts disabled\n",
  badToken:
    'remote: Invalid username or token. Password authentication is not supported for Git operations.\n' +
    "fatal: Authentication failed for 'https://github.com/octo/blog.git/'\n",
  http401: "fatal: unable to access 'https://github.com/octo/blog.git/': The requested URL returned error: 401\n",
  denied:
    'remote: Permission to octo/blog.git denied to github-actions[bot].\n' +
    "fatal: unable to access 'https://github.com/octo/blog.git/': The requested URL returned error: 403\n",
  notFound: "remote: Repository not found.\nfatal: repository 'https://github.com/octo/blog.git/' not found\n",
  largeFile:
    'remote: error: Trace: 1b2c3d\n' +
    'remote: error: See https://gh.io/lfs for more information.\n' +
    "remote: error: File video.mp4 is 120.00 MB; this exceeds GitHub's file size limit of 100.00 MB\n" +
    'remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.\n' +
    'To https://github.com/octo/blog.git\n' +
    ' ! [remote rejected] HEAD -> gh-pages (pre-receive hook declined)\n',
  protectedBranch:
    'remote: error: GH006: Protected branch update failed for refs/heads/gh-pages.\n' +
    'remote: error: Cannot force-push to this branch\n' +
    'To https://github.com/octo/blog.git\n' +
    ' ! [remote rejected] HEAD -> gh-pages (protected branch hook declined)\n',
  packTooLarge:
    'remote: fatal: pack exceeds maximum allowed size (2.00 GiB)\n' +
    'error: remote unpack failed: index-pack failed\n' +
    'To https://github.com/octo/blog.git\n' +
    ' ! [remote rejected] HEAD -> gh-pages (failed)\n',
  maxInputSize:
    'remote: fatal: pack exceeds maximum allowed size        \n' +
    'error: remote unpack failed: unpack-objects abnormal exit\n' +
    "error: failed to push some refs to 'http://127.0.0.1:8080/octo/blog.git'\n",
  http413:
    'error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\n' +
    'send-pack: unexpected disconnect while reading sideband packet\n' +
    'fatal: the remote end hung up unexpectedly\n',
  refused:
    "fatal: unable to access 'http://127.0.0.1:1/octo/blog.git/': Failed to connect to 127.0.0.1 port 1: Connection refused\n",
  badGateway: "fatal: unable to access 'https://github.com/octo/blog.git/': The requested URL returned error: 502\n",
  noHost: "fatal: unable to access 'https://github.invalid/octo/blog.git/': Could not resolve host: github.invalid\n",
  keyRefused: 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n',
  readOnlyKey: 'ERROR: The key you are authenticating with has been marked as read only.\n',
  hostKeyFailed: 'Host key verification failed.\nfatal: Could not read from remote repository.\n',
  hostKeyChanged:
    '@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n' +
    '@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n' +
    '@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n',
  // A push whose pack needs a file git does not have here (the empty blob): git then loses the connection too.
  unableToRead:
    'fatal: unable to read e69de29bb2d1d6434b8b29ae775ad8c2e48c5391\n' +
    'fatal: the remote end hung up unexpectedly\n' +
    'send-pack: unexpected disconnect while reading sideband packet\n' +
    "error: failed to push some refs to 'http://127.0.0.1:8080/octo/blog.git'\n",
  missingBlob:
    "fatal: missing blob object 'ce013625030ba8dba906f756967f9e9ca394464a'\nfatal: the remote end hung up unexpectedly\n",
  badObject:
    'remote: fatal: bad object 3b18e512dba79e4c8300dd08aeb37f8e728b8dad\nerror: remote unpack failed: index-pack abnormal exit\n',
  notReceived:
    'remote: fatal: did not receive expected object 3b18e512dba79e4c8300dd08aeb37f8e728b8dad\n' +
    'error: remote unpack failed: index-pack failed\n' +
    'fatal: the remote end hung up unexpectedly\n',
  serverMissing:
    'To http://127.0.0.1:8080/octo/blog.git\n' +
    ' ! [remote rejected] 3b18e51 -> gh-pages (missing necessary objects)\n' +
    'fatal: early EOF\n',
  noHostKey:
    'No ED25519 host key is known for [127.0.0.1]:2222 and you have requested strict checking.\n' +
    'Host key verification failed.\n',
};

describe('classifyGitFailure', () => {
  test.each([
    ['a 401 without a usable credential', samples.noPrompt, 'auth'],
    ['a refused token', samples.badToken, 'auth'],
    ['an HTTP 401', samples.http401, 'auth'],
    ['a 403 for the workflow token', samples.denied, 'permission'],
    ['a missing repository', samples.notFound, 'not-found'],
    ['a file over the size limit (GH001)', samples.largeFile, 'too-large'],
    ['a protected branch (GH006)', samples.protectedBranch, 'protected'],
    ["a push over GitHub's 2 GiB", samples.packTooLarge, 'push-too-large'],
    ['a push over receive.maxInputSize', samples.maxInputSize, 'push-too-large'],
    ['an HTTP 413 (not a network failure to retry)', samples.http413, 'push-too-large'],
    ['a refused connection', samples.refused, 'network'],
    ['an HTTP 502', samples.badGateway, 'network'],
    ['an unknown host', samples.noHost, 'network'],
    ['a deploy key the server refused', samples.keyRefused, 'ssh-key'],
    ['a read-only deploy key', samples.readOnlyKey, 'ssh-key'],
    ['a failed host key verification', samples.hostKeyFailed, 'host-key'],
    ['a changed host key', samples.hostKeyChanged, 'host-key'],
    ['a host without a known host key', samples.noHostKey, 'host-key'],
    ['a push that needs an object git does not have (not the network)', samples.unableToRead, 'missing-object'],
    ['a missing blob object', samples.missingBlob, 'missing-object'],
    ["a bad object the server's index-pack met", samples.badObject, 'missing-object'],
    ['an object the server did not receive', samples.notReceived, 'missing-object'],
    ['a push the server refused for missing objects', samples.serverMissing, 'missing-object'],
    ['anything else', 'error: src refspec gh-pages does not match any\n', 'other'],
  ])('classifies %s', (_, stderr, kind) => {
    expect(classifyGitFailure(stderr)).toBe(kind);
  });

  test('classifies a push refused for lack of the workflow scope as a permission problem', () => {
    const stderr =
      'To https://github.com/octo/blog.git\n' +
      ' ! [remote rejected] HEAD -> main (refusing to allow a Personal Access Token to create or update workflow ' +
      '`.github/workflows/ci.yml` without `workflow` scope)\n' +
      "error: failed to push some refs to 'https://github.com/octo/blog.git'\n";

    expect(classifyGitFailure(stderr)).toBe('permission');
  });
});

describe('scrubUrls', () => {
  test('removes user and token from a URL', () => {
    expect(scrubUrls("fatal: unable to access 'https://x-access-token:ghs_SECRET@github.com/o/n.git/': 403")).toBe(
      "fatal: unable to access 'https://github.com/o/n.git/': 403",
    );
  });

  test('removes credentials from every URL in the text', () => {
    const scrubbed = scrubUrls(
      'To https://ghp_ONE@github.com/o/a.git\nfrom http://user:ghp_TWO@127.0.0.1:8080/o/b.git',
    );

    expect(scrubbed).toBe('To https://github.com/o/a.git\nfrom http://127.0.0.1:8080/o/b.git');
  });

  test('leaves text without credentials unchanged', () => {
    const text = "fatal: repository 'https://github.com/o/n.git/' not found\nTo git@github.com:o/n.git";

    expect(scrubUrls(text)).toBe(text);
  });

  test('keeps an @ in the path of a URL without credentials', () => {
    expect(scrubUrls('see https://github.com/o/n/tree/@v1')).toBe('see https://github.com/o/n/tree/@v1');
  });
});

describe('explainGitFailure', () => {
  const same = parseTarget('octo/blog', 'https://github.com', 'octo/blog');
  const other = parseTarget('octo/site', 'https://github.com', 'octo/blog');

  test('tells the same repository to use the workflow token with contents: write, on a refused token', () => {
    const failure = explainGitFailure(samples.badToken, { target: same, action: 'push' });

    expect(failure.message).toMatch(/^The git server refused the token for https:\/\/github\.com\/octo\/blog\.git/);
    expect(failure.message).toContain(
      'leave "token" unset to use the workflow token and give the job `permissions: contents: write`',
    );
  });

  test('tells another repository to use a personal access token, on a refused token', () => {
    const failure = explainGitFailure(samples.badToken, { target: other, action: 'push' });

    expect(failure.message).toContain('Pushing to another repository needs a personal access token');
    expect(failure.message).toContain('Contents: Read and write on octo/site');
  });

  test('gives different fixes for the same and another repository on a refused token', () => {
    const forSame = explainGitFailure(samples.badToken, { target: same, action: 'push' }).message;
    const forOther = explainGitFailure(samples.badToken, { target: other, action: 'push' }).message;

    expect(forSame).not.toBe(forOther);
  });

  test('tells the same repository to grant workflow write permission, on a 403', () => {
    const failure = explainGitFailure(samples.denied, { target: same, action: 'push' });

    expect(failure.message).toMatch(
      /^The token may not push to octo\/blog\. Give the workflow `permissions: contents: write`/,
    );
    expect(failure.message).toContain('Settings → Actions → General → Workflow permissions');
  });

  test('names "push-size-limit" when the server refuses a push as too large, with git\'s words after', () => {
    const failure = explainGitFailure(samples.packTooLarge, { target: same, action: 'push', branch: 'gh-pages' });

    expect(failure.kind).toBe('push-too-large');
    expect(failure.message).toMatch(/^The server refused the push as too large/);
    expect(failure.message).toContain('Set "push-size-limit" below the server\'s limit');
    expect(failure.message).toContain('git said: remote: fatal: pack exceeds maximum allowed size (2.00 GiB)');
  });

  test('tells another repository which token scopes it needs, on a 403', () => {
    const failure = explainGitFailure(samples.denied, { target: other, action: 'read' });

    expect(failure.message).toMatch(
      /^The token may not read octo\/site\. A classic personal access token needs the "repo" scope/,
    );
    expect(failure.message).toContain('The workflow token cannot push to another repository.');
  });

  test('says a missing repository may be a private one the token cannot see', () => {
    const failure = explainGitFailure(samples.notFound, { target: other, action: 'read' });

    expect(failure.message).toContain('Repository https://github.com/octo/site.git was not found');
    expect(failure.message).toContain('a private repository looks missing to a token without access to it');
  });

  test('names the protected branch', () => {
    const failure = explainGitFailure(samples.protectedBranch, { target: same, action: 'push', branch: 'gh-pages' });

    expect(failure.message).toMatch(/^The branch "gh-pages" is protected by a rule that refused this push/);
  });

  test('a protected branch that refuses a rewrite of its history advises history: keep', () => {
    const context = { target: same, action: 'push', branch: 'gh-pages' } as const;

    const rewrite = explainGitFailure(samples.protectedBranch, { ...context, rewrite: 'history: 3' });
    const plain = explainGitFailure(samples.protectedBranch, context);

    expect(rewrite.message).toMatch(
      /^The branch "gh-pages" is protected by a rule that refused this push: "history: 3"/,
    );
    expect(rewrite.message).toContain('Set "history: keep" (the default)');
    expect(plain.message).not.toContain('history: keep');
  });

  test('calls a missing object a bug of pages-push to report, with its id, not the network', () => {
    const failure = explainGitFailure(samples.unableToRead, { target: same, action: 'push', branch: 'gh-pages' });

    expect(failure.kind).toBe('missing-object');
    expect(failure.message).toMatch(
      /^git could not push to https:\/\/github\.com\/octo\/blog\.git: an object it needed is missing \(e69de29bb2d1d6434b8b29ae775ad8c2e48c5391\)\. This is a bug of pages-push/,
    );
    expect(failure.message).toContain('please report it in the issues of pages-push with this log');
    expect(failure.message).not.toMatch(/check the server|Could not reach/);
    expect(failure.message).not.toContain('history: keep');
    expect(isNetworkFailure(failure)).toBe(false);
  });

  test('a missing object in a push that rewrites the history names "history: keep" as the way around', () => {
    const context = { target: same, action: 'push', branch: 'gh-pages', rewrite: 'history: 1' } as const;

    const failure = explainGitFailure(samples.missingBlob, context);

    expect(failure.message).toContain('(ce013625030ba8dba906f756967f9e9ca394464a)');
    expect(failure.message).toContain(
      'Until it is fixed, "history: keep" (the default) deploys without the rewrite ("history: 1").',
    );
  });

  test('names the size limit for a file that is too large', () => {
    const failure = explainGitFailure(samples.largeFile, { target: same, action: 'push' });

    expect(failure.message).toMatch(/^The server refused a file over its size limit \(GitHub: 100 MiB\)/);
  });

  test('tells to re-run on a network failure', () => {
    const failure = explainGitFailure(samples.refused, { target: same, action: 'push' });

    expect(failure.message).toMatch(/^Could not reach https:\/\/github\.com\/octo\/blog\.git: .* Re-run the job/);
  });

  test("carries the kind and git's own words after the fix", () => {
    const failure = explainGitFailure(samples.notFound, { target: same, action: 'read' });

    expect(failure).toBeInstanceOf(GitError);
    expect(failure.kind).toBe('not-found');
    expect(failure.message.endsWith(`\ngit said: ${samples.notFound.trim()}`)).toBe(true);
  });

  test("scrubs credentials from git's words", () => {
    const stderr = "fatal: unable to access 'https://x-access-token:ghs_SECRET@github.com/octo/blog.git/': error: 502";

    const failure = explainGitFailure(stderr, { target: same, action: 'push' });

    expect(failure.message).not.toContain('ghs_SECRET');
  });

  test('names the refused deploy key by its fingerprint', () => {
    const target = parseTarget('git@github.com:octo/blog.git', 'https://github.com', 'octo/blog');

    const failure = explainGitFailure(samples.keyRefused, {
      target,
      action: 'push',
      keyFingerprint: 'SHA256:AbCdEf0123456789AbCdEf0123456789AbCdEf01234',
    });

    expect(failure.message).toMatch(
      /^The SSH server refused the deploy key SHA256:AbCdEf0123456789AbCdEf0123456789AbCdEf01234: it is not a deploy key of octo\/blog/,
    );
  });

  test('tells to add the deploy key with "Allow write access" when it may only read', () => {
    const target = parseTarget('git@github.com:octo/blog.git', 'https://github.com', 'octo/blog');

    const failure = explainGitFailure(samples.readOnlyKey, { target, action: 'push', keyFingerprint: 'SHA256:x' });

    expect(failure.message).toContain('Settings → Deploy keys with "Allow write access"');
  });

  test('tells to put the new host key in "known-hosts" when the host key does not match', () => {
    const target = parseTarget('ssh://git@127.0.0.1:2222/octo/blog.git', 'https://github.com', 'octo/blog');

    const failure = explainGitFailure(samples.noHostKey, { target, action: 'read' });

    expect(failure.message).toMatch(
      /^The SSH host key of 127\.0\.0\.1:2222 does not match the pinned keys, so nothing was sent\. .* put its new key in the "known-hosts" input/,
    );
  });

  test('gives only the fix when git said nothing', () => {
    const failure = explainGitFailure('  \n', { target: same, action: 'push' });

    expect(failure.message).toBe('git could not push to https://github.com/octo/blog.git.');
  });
});

test('a push refused for lack of the workflow scope names that scope as the fix', () => {
  const stderr =
    ' ! [remote rejected] HEAD -> main (refusing to allow a Personal Access Token to create or update workflow ' +
    '`.github/workflows/ci.yml` without `workflow` scope)\n';

  const failure = explainGitFailure(stderr, {
    target: parseTarget('octo/octo.github.io', 'https://github.com', 'octo/blog'),
    action: 'push',
    branch: 'main',
  });

  expect(failure.message).toContain('"workflow" scope');
  expect(failure.message).toContain('Workflows: Read and write');
});

describe('a stalled transfer', () => {
  const target = parseTarget('octo/blog', 'https://github.com', 'octo/blog');

  test.each([
    [
      "curl's low-speed limit",
      'error: RPC failed; curl 28 Operation too slow. Less than 1 bytes/sec transferred the last 20 seconds',
    ],
    ["ssh's keep-alives", 'Timeout, server github.com not responding.\nfatal: the remote end hung up unexpectedly'],
  ])('stopped by %s is a network failure that says the server stopped answering', (_, stderr) => {
    const failure = explainGitFailure(stderr, { target, action: 'push' });

    expect([failure.kind, failure.message]).toEqual([
      'network',
      expect.stringContaining('stopped answering: nothing moved for as long as "network-timeout" allows'),
    ]);
  });
});
