// Fails when the modules of src/ import each other in a circle (type-only imports count too: a circle of types is
// a circle of concerns). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'src');

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const graph = new Map();
for (const file of modules(root)) {
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)\.js'/gms)].map((match) =>
    path.resolve(path.dirname(file), `${match[1]}.ts`),
  );
  const dynamic = [...source.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)\.js'\s*\)/g)].map((match) =>
    path.resolve(path.dirname(file), `${match[1]}.ts`),
  );
  graph.set(file, [...new Set([...imports, ...dynamic])]);
}

// Depth-first search; a module met again while still on the path closes a circle.
const circles = [];
const done = new Set();
const onPath = [];
function visit(file) {
  if (done.has(file)) return;
  const at = onPath.indexOf(file);
  if (at !== -1) {
    circles.push([...onPath.slice(at), file].map((item) => path.relative(root, item)).join(' → '));
    return;
  }
  onPath.push(file);
  for (const next of graph.get(file) ?? []) visit(next);
  onPath.pop();
  done.add(file);
}
for (const file of graph.keys()) visit(file);

if (circles.length > 0) {
  console.error(`Import circles in src/ (${circles.length}):\n${circles.map((circle) => `  ${circle}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import circles among the ${graph.size} modules of src/.`);
