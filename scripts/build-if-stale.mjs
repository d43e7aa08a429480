// Rebuilds dist/ when a file of src/ (or the package's manifest) is newer than dist/index.js, before the fast tier
// runs the bundle (`npm run test:fast`); `npm test` always rebuilds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'dist', 'index.js');

/** The newest modification time of the files under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(root, 'src')), statSync(path.join(root, 'package-lock.json')).mtimeMs);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  console.log('dist/ is older than src/: rebuilding it (npm run build).');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
