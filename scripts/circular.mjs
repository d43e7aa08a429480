// The layer rule of src/, run by `npm run lint`. src/ is rooms (its folders; `index.ts`, the entry, is the only file
// at its top), and the rooms stand in a declared order, `LAYERS`, from the top (the entry) to the bottom (`shared/`).
// A module may import modules of its own room and of the rooms in the layers below its own, never of a room in its
// own layer or above it (type-only imports and dynamic `import()`s count too: a type names a concern). It fails as
// well when a room is in no layer, when a file other than index.ts sits at src/'s top level, and on an import
// circle between modules (which a rule between rooms cannot see inside one room). A room may hold a room of its own
// (a folder inside it, named in LAYERS by its path, `publish-folder/checks`) standing in another layer: the read of
// the built site is low, what checks it uses the site stage and the leak guard above it.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

// `--src DIR`: another copy of src/ (the rule's own test plants imports in one).
const srcAt = process.argv.indexOf('--src');
const root = srcAt === -1 ? path.resolve(import.meta.dirname, '..', 'src') : path.resolve(process.argv[srcAt + 1]);

/** The entry, the one file at src/'s top level: its own room, above every layer. */
const ENTRY = 'index.ts';

/**
 * The rooms, top to bottom, one line per layer. A room imports only rooms of the lines below its own; the rooms of
 * one line do not import each other. CONTRIBUTING.md's layout section draws this order: change both together.
 */
const LAYERS = [
  [ENTRY],
  ['step', 'post'],
  ['deploy'],
  ['publish-folder/checks'],
  ['github', 'target'],
  ['report'],
  ['site', 'branch'],
  ['generators'],
  ['inputs', 'secrets'],
  ['credentials'],
  ['git', 'pages-artifact'],
  ['publish-folder'],
  ['processes', 'objects'],
  ['hardening', 'shared'],
];

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
const nested = LAYERS.flat().filter((room) => room.includes('/'));
/** A module's room: the nested room of LAYERS that holds it, else its first folder under src/, or the entry. */
const roomOf = (file) => {
  const name = relative(file).split(path.sep).join('/');
  return nested.find((room) => name.startsWith(`${room}/`)) ?? name.split('/')[0];
};
const shown = (room) => (room === ENTRY ? room : `${room}/`);

const layerOf = new Map(LAYERS.flatMap((rooms, layer) => rooms.map((room) => [room, layer])));

const stray = [...graph.keys()].map(relative).filter((name) => !name.includes(path.sep) && name !== ENTRY);
const rooms = new Set([...graph.keys()].map(roomOf));
// A stray file at the top level is said once, as a stray file, not as a room too.
const unplaced = [...rooms].filter((room) => !layerOf.has(room) && !room.endsWith('.ts')).sort();
const declaredOnly = [...layerOf.keys()].filter((room) => !rooms.has(room));

// Each import that goes up, or sideways to another room of the same layer, once per pair of rooms (with its first
// example) and counted.
const upward = new Map();
for (const [file, imports] of graph) {
  const from = roomOf(file);
  if (!layerOf.has(from)) continue;
  for (const imported of imports) {
    const to = roomOf(imported);
    if (to === from || !layerOf.has(to) || layerOf.get(to) > layerOf.get(from)) continue;
    const pair = `${shown(from)} → ${shown(to)}`;
    const seen = upward.get(pair) ?? { example: `${relative(file)} imports ${relative(imported)}`, count: 0 };
    seen.count += 1;
    upward.set(pair, seen);
  }
}
const violations = [...upward].map(([pair, { example, count }]) => {
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return `${pair}: ${example}${more}`;
});

const circles = circlesOf(graph, relative);
const problems = [
  ...(stray.length > 0
    ? [
        `Files at src/'s top level, where only ${ENTRY} belongs (move each into its room):`,
        ...stray.map((f) => `  ${f}`),
      ]
    : []),
  ...(unplaced.length > 0
    ? [
        `Rooms of src/ in no layer (add each to LAYERS in scripts/circular.mjs, and to CONTRIBUTING.md):`,
        ...unplaced.map((room) => `  ${shown(room)}`),
      ]
    : []),
  ...(declaredOnly.length > 0
    ? [`Rooms in LAYERS that src/ does not have (remove them):`, ...declaredOnly.map((room) => `  ${shown(room)}`)]
    : []),
  ...(violations.length > 0
    ? [
        'Imports of a room in the same layer or above (a room imports only the layers below its own; see LAYERS):',
        ...violations.map((v) => `  ${v}`),
      ]
    : []),
  ...(circles.length > 0 ? [`Import circles in src/ (${circles.length}):`, ...circles.map((c) => `  ${c}`)] : []),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `The ${rooms.size} rooms of src/ keep their ${LAYERS.length} layers, and its ${graph.size} modules import no circle.`,
);
