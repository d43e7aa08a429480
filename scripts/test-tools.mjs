// Makes sure the tools the end-to-end tests start are here: git (with git-http-backend) and lighttpd.
// On a Debian-like machine where we are root it installs lighttpd; elsewhere it says how to.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIGHTTPD = ['/usr/sbin/lighttpd', '/usr/bin/lighttpd', '/usr/local/sbin/lighttpd', '/opt/homebrew/bin/lighttpd'];

function have(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

if (!have('git')) {
  console.error('The tests need git (with git-http-backend): install it, e.g. `sudo apt-get install git`.');
  process.exit(1);
}
if (!LIGHTTPD.some((file) => existsSync(file))) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && have('apt-get')) {
    console.log('Installing lighttpd, the web server the end-to-end tests put in front of git http-backend…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'lighttpd'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      'The end-to-end tests need lighttpd (the web server in front of git http-backend): ' +
        '`sudo apt-get install lighttpd` on Debian/Ubuntu, `brew install lighttpd` on macOS.',
    );
    process.exit(1);
  }
}
