// Makes sure the system tools the tests or the example start are here.
//
// `node scripts/test-tools.mjs` (before `npm test`): git (with git-http-backend), lighttpd, and the OpenSSH server
// and client, which the end-to-end tests start. On a Debian-like machine where we are root it installs what is
// missing; elsewhere it says how to. The generators from Debian (Hugo, Jekyll, MkDocs) are installed the same way
// when possible; where they cannot be, their tests are skipped with a message saying so.
//
// `node scripts/test-tools.mjs --example` (before `npm run example`): only what the example starts, git (with
// git-http-backend) and lighttpd. It installs nothing: for what is missing it prints the command and fails, unless
// `--install` is given too (as root with apt-get), which installs those two packages and nothing else.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

const LIGHTTPD = ['/usr/sbin/lighttpd', '/usr/bin/lighttpd', '/usr/local/sbin/lighttpd', '/opt/homebrew/bin/lighttpd'];
const SSHD = ['/usr/sbin/sshd', '/usr/bin/sshd', '/usr/local/sbin/sshd'];

const example = process.argv.includes('--example');
const install = process.argv.includes('--install');

function have(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

function hasHttpBackend() {
  const exec = spawnSync('git', ['--exec-path'], { encoding: 'utf8' });
  return exec.status === 0 && existsSync(path.join(exec.stdout.trim(), 'git-http-backend'));
}

function aptInstall(packages) {
  const who = example ? 'the example starts' : 'the end-to-end tests start';
  console.log(`Installing ${packages.join(', ')}, which ${who} on loopback…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && have('apt-get');

if (!have('git') || (example && !hasHttpBackend())) {
  if (example && install && canInstall) aptInstall(['git']);
  else {
    console.error(
      example
        ? 'The example needs git with git-http-backend: `sudo apt-get install git` on Debian/Ubuntu (as root: ' +
            '`node scripts/test-tools.mjs --example --install`).'
        : 'The tests need git (with git-http-backend): install it, e.g. `sudo apt-get install git`.',
    );
    process.exit(1);
  }
}
const missing = [];
if (!LIGHTTPD.some((file) => existsSync(file))) missing.push('lighttpd');
if (!example) {
  if (!SSHD.some((file) => existsSync(file))) missing.push('openssh-server');
  if (spawnSync('ssh-keygen', ['-?'], { stdio: 'ignore' }).error) missing.push('openssh-client');
  // The GitHub Enterprise stand-in of pages-address.test.ts serves HTTPS with a certificate openssl makes.
  if (spawnSync('openssl', ['version'], { stdio: 'ignore' }).error) missing.push('openssl');
  // The Actions source's tests read the uploaded artifact (a zip, as the artifact service stores it) back.
  if (spawnSync('unzip', ['-v'], { stdio: 'ignore' }).error) missing.push('unzip');
  const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const generators = ['hugo', 'jekyll', 'mkdocs'].filter((command) => !onPath(command));
  if (generators.length > 0 && canInstall) missing.push(...generators);
}
if (missing.length > 0) {
  if (canInstall && (!example || install)) aptInstall(missing);
  else if (example) {
    console.error(
      `The example (\`npm run example\`) needs ${missing.join(', ')}, which it starts on loopback. Install it, then run the example again:\n` +
        `  sudo apt-get install ${missing.join(' ')}    (Debian/Ubuntu; as root: ` +
        '`node scripts/test-tools.mjs --example --install`)\n' +
        '  brew install lighttpd    (macOS)',
    );
    process.exit(1);
  } else {
    console.error(
      `The end-to-end tests need ${missing.join(', ')}: \`sudo apt-get install ${missing.join(' ')}\` on ` +
        'Debian/Ubuntu (on macOS: `brew install lighttpd`; sshd ships with the system).',
    );
    process.exit(1);
  }
}
