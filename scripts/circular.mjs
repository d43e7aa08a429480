// Fails when the modules of src/ import each other in a circle (type-only imports count too: a circle of types is
// a circle of concerns), or when its folders do. Run by `npm run lint`.
//
// What counts as a loop between folders: a folder is the folder a module is in (git/ and a folder inside it are
// two). The folders of src/ must not import each other in a circle (A from B and B from A, or A → B → C → A),
// counting each module's own imports. The top-level files are the root folder, which is not in that circle check:
// main.ts and plan.ts sit above every folder, and the shared modules (runner.ts, settings.ts, state.ts…) below
// them. What the root must not do is lead a folder back into itself: a folder that imports a top-level file which
// imports that folder (directly or through other top-level files) loops through the root, as plan.ts did with
// deploy/. The pairs in KNOWN are such loops left to work under way, each with why; one that no longer loops is
// reported, to be removed.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'src');

/**
 * Loops through the root that are known and left, as `folder ↔ the top-level file that imports it`, each with what
 * removes it.
 */
const KNOWN = new Map([]);

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

/** The circles of a graph (a Map of node → nodes), each as its nodes joined by arrows, `name` naming a node. */
function circlesOf(edges, name) {
  const circles = [];
  const done = new Set();
  const onPath = [];
  // Depth-first search; a node met again while still on the path closes a circle.
  function visit(node) {
    if (done.has(node)) return;
    const at = onPath.indexOf(node);
    if (at !== -1) {
      circles.push([...onPath.slice(at), node].map(name).join(' → '));
      return;
    }
    onPath.push(node);
    for (const next of edges.get(node) ?? []) visit(next);
    onPath.pop();
    done.add(node);
  }
  for (const node of edges.keys()) visit(node);
  return circles;
}

const relative = (file) => path.relative(root, file);
const folderOf = (file) => path.dirname(relative(file));
const topLevel = (file) => folderOf(file) === '.';

// The folders' graph: folder → the folders its modules import (the root left out), with one import for each edge.
const folders = new Map();
const example = new Map();
for (const [file, imports] of graph) {
  if (topLevel(file)) continue;
  const from = folderOf(file);
  if (!folders.has(from)) folders.set(from, new Set());
  for (const imported of imports) {
    const to = folderOf(imported);
    if (to === from || topLevel(imported)) continue;
    folders.get(from).add(to);
    if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${relative(file)} imports ${relative(imported)}`);
  }
}
const folderCircles = circlesOf(folders, (folder) => `${folder}/`).map((circle) => {
  const names = circle.split(' → ').map((folder) => folder.slice(0, -1));
  const why = names.slice(1).map((to, index) => example.get(`${names[index]}>${to}`));
  return `${circle} (${why.join('; ')})`;
});

// Loops through the root: a folder's import of a top-level file that leads, through top-level files only, back
// into that folder.
const throughRoot = new Map();
for (const [file, imports] of graph) {
  if (topLevel(file)) continue;
  const folder = folderOf(file);
  for (const entry of imports.filter(topLevel)) {
    const seen = new Set([entry]);
    const queue = [[entry]];
    while (queue.length > 0) {
      const trail = queue.shift();
      const last = trail.at(-1);
      for (const next of graph.get(last) ?? []) {
        if (folderOf(next) === folder) {
          // Named by the top-level file that imports the folder: that import is the way back.
          const pair = `${folder} ↔ ${relative(last)}`;
          const shown = [file, ...trail, next].map(relative).join(' → ');
          if (!throughRoot.has(pair)) throughRoot.set(pair, shown);
        } else if (topLevel(next) && !seen.has(next)) {
          seen.add(next);
          queue.push([...trail, next]);
        }
      }
    }
  }
}
const rootLoops = [...throughRoot].filter(([pair]) => !KNOWN.has(pair)).map(([pair, shown]) => `${pair}: ${shown}`);
for (const [pair, why] of KNOWN) {
  if (!throughRoot.has(pair))
    console.log(`The known loop ${pair} is gone: remove it from KNOWN in ${relative(import.meta.filename)}.`);
  else console.log(`Known loop through the root, left for now: ${pair} (${why}).`);
}

const circles = circlesOf(graph, relative);
const problems = [
  ...(circles.length > 0 ? [`Import circles in src/ (${circles.length}):`, ...circles.map((c) => `  ${c}`)] : []),
  ...(folderCircles.length > 0 ? [`Import loops between folders of src/:`, ...folderCircles.map((c) => `  ${c}`)] : []),
  ...(rootLoops.length > 0
    ? [`Folders that import themselves through a top-level file:`, ...rootLoops.map((c) => `  ${c}`)]
    : []),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`No import circles among the ${graph.size} modules of src/, nor between its ${folders.size} folders.`);
