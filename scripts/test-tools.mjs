// Makes sure the tools the end-to-end tests start are here: git (with git-http-backend), lighttpd, and the
// OpenSSH server and client. On a Debian-like machine where we are root it installs what is missing; elsewhere it
// says how to. The generators from Debian (Hugo, Jekyll, MkDocs) are installed the same way when possible; where
// they cannot be, their tests are skipped with a message saying so.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIGHTTPD = ['/usr/sbin/lighttpd', '/usr/bin/lighttpd', '/usr/local/sbin/lighttpd', '/opt/homebrew/bin/lighttpd'];
const SSHD = ['/usr/sbin/sshd', '/usr/bin/sshd', '/usr/local/sbin/sshd'];

function have(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

if (!have('git')) {
  console.error('The tests need git (with git-http-backend): install it, e.g. `sudo apt-get install git`.');
  process.exit(1);
}
const missing = [];
if (!LIGHTTPD.some((file) => existsSync(file))) missing.push('lighttpd');
if (!SSHD.some((file) => existsSync(file))) missing.push('openssh-server');
if (spawnSync('ssh-keygen', ['-?'], { stdio: 'ignore' }).error) missing.push('openssh-client');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const generators = ['hugo', 'jekyll', 'mkdocs'].filter((command) => !onPath(command));
if (generators.length > 0 && isRoot && have('apt-get')) missing.push(...generators);
if (missing.length > 0) {
  if (isRoot && have('apt-get')) {
    console.log(`Installing ${missing.join(', ')}, which the end-to-end tests start on loopback…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `The end-to-end tests need ${missing.join(', ')}: \`sudo apt-get install ${missing.join(' ')}\` on ` +
        'Debian/Ubuntu (on macOS: `brew install lighttpd`; sshd ships with the system).',
    );
    process.exit(1);
  }
}
