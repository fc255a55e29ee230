#!/usr/bin/env node
/**
 * Folder loops (docs/architecture.md, "No folder loop"): files may be free of import cycles while
 * their folders still reach each other both ways, and then neither folder can be understood, moved
 * or tested without the other. This collapses dependency-cruiser's file graph to folders and
 * prints every loop (a strongly connected component of the folder graph, found with Tarjan's
 * algorithm) with one example file import for each step.
 *
 *   node scripts/folder-cycles.mjs apps/web/src apps/server/src        every root enforced
 *   node scripts/folder-cycles.mjs apps/web/src --report apps/server/src   the server root only reported
 *   … --all                                                             every round trip of a big loop
 *   node scripts/folder-cycles.mjs --cruise-output cruise.json apps/web/src   read a saved
 *       `depcruise --output-type json` result instead of cruising (the tests use this)
 *
 * A folder is a root's top-level folder (`db`, `lib`, `components`), except that each feature under
 * `modules/`, `features/` and `pages/` is a folder of its own; a file directly in the root is its
 * own node. Test files are left out: a test may import whatever it checks.
 * Exit code 1 when an enforced root has a loop.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose sub-folders are the units (a feature each), not the folder itself. */
const FEATURE_CONTAINERS = new Set(['modules', 'features', 'pages']);
/** Round trips printed per loop unless --all: enough to see where a big loop closes. */
const TRIPS_SHOWN = 12;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The folder node `file` belongs to under `root`, or undefined when it lies outside the root. */
export function folderOf(file, root) {
  const prefix = `${root.replace(/\/+$/, '')}/`;
  if (!file.startsWith(prefix)) return undefined;
  const parts = file.slice(prefix.length).split('/');
  if (parts.length === 1) return `${prefix}${parts[0]}`;
  if (FEATURE_CONTAINERS.has(parts[0]) && parts.length > 2) return `${prefix}${parts[0]}/${parts[1]}`;
  return `${prefix}${parts[0]}`;
}

/**
 * The folder graph of one root from dependency-cruiser's `modules` list: folder → (folder →
 * the file imports that make the edge, in the order met).
 */
export function folderGraph(modules, root) {
  const graph = new Map();
  for (const module of modules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = folderOf(module.source, root);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies ?? []) {
      const target = dependency.resolved;
      if (!target || dependency.couldNotResolve || TEST_FILE.test(target)) continue;
      const to = folderOf(target, root);
      if (!to || to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push({ from: module.source, to: target });
    }
  }
  for (const targets of [...graph.values()].map((edges) => [...edges.keys()])) {
    for (const to of targets) if (!graph.has(to)) graph.set(to, new Map());
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one folder, each sorted, sorted by first folder. */
export function folderLoops(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const loops = [];
  let next = 0;
  // Iterative, so a deep graph cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...graph.get(start).keys()].sort(), at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const to = frame.targets[frame.at++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, targets: [...graph.get(to).keys()].sort(), at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) loops.push(component.sort());
      }
    }
  }
  return loops.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest path from `from` to `to` through the loop's folders (BFS), as a folder list. */
function shortestPath(graph, members, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) {
      const path = [node];
      while (cameFrom.get(path[0]) !== undefined) path.unshift(cameFrom.get(path[0]));
      return path;
    }
    for (const next of [...graph.get(node).keys()].sort()) {
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * Round trips that together use every folder import inside the loop: for each import A → B the
 * shortest way back from B to A, shortest trips first, keeping a trip only when it uses an import
 * no kept trip used. A trip is a folder list whose last folder is its first.
 */
export function roundTrips(graph, loop) {
  const members = new Set(loop);
  const candidates = new Map();
  for (const from of loop) {
    for (const to of graph.get(from).keys()) {
      if (!members.has(to)) continue;
      const back = shortestPath(graph, members, to, from);
      const cycle = [from, ...back.slice(0, -1)];
      // The same trip found from another of its imports starts at its smallest folder.
      const first = cycle.indexOf([...cycle].sort()[0]);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      candidates.set(rotated.join('\n'), [...rotated, rotated[0]]);
    }
  }
  const sorted = [...candidates.values()].sort(
    (a, b) => a.length - b.length || a.join().localeCompare(b.join()),
  );
  const used = new Set();
  const trips = [];
  for (const trip of sorted) {
    const steps = trip.slice(1).map((to, i) => `${trip[i]}\n${to}`);
    if (steps.every((step) => used.has(step))) continue;
    for (const step of steps) used.add(step);
    trips.push(trip);
  }
  return trips;
}

/**
 * The report lines of one root's loops: each loop's folders, then round trips through it with one
 * example file import per step (at most `limit` trips a loop; the rest are counted).
 */
export function describeLoops(graph, loops, root, limit = Number.POSITIVE_INFINITY) {
  const short = (folder) => folder.slice(root.replace(/\/+$/, '').length + 1);
  const lines = [];
  loops.forEach((loop, n) => {
    lines.push(`  loop ${n + 1}: ${loop.length} folders reach each other: ${loop.map(short).join(', ')}`);
    const trips = roundTrips(graph, loop);
    for (const trip of trips.slice(0, limit)) {
      lines.push(`    ${trip.map(short).join(' → ')}`);
      for (let i = 0; i + 1 < trip.length; i++) {
        const edges = graph.get(trip[i]).get(trip[i + 1]);
        const more = edges.length > 1 ? ` (+${edges.length - 1} more)` : '';
        lines.push(`      ${edges[0].from} → ${edges[0].to}${more}`);
      }
    }
    if (trips.length > limit) {
      lines.push(`    … ${trips.length - limit} more round trips in this loop (--all lists them)`);
    }
  });
  return lines;
}

export function parseArguments(argv) {
  const roots = [];
  let cruiseOutput;
  let all = false;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === '--report') {
      const root = argv[++i];
      if (!root) throw new Error('--report needs a root');
      roots.push({ root: root.replace(/\/+$/, ''), enforced: false });
    } else if (argument === '--cruise-output') {
      cruiseOutput = argv[++i];
      if (!cruiseOutput) throw new Error('--cruise-output needs a file');
    } else if (argument === '--all') {
      all = true;
    } else if (argument.startsWith('--')) {
      throw new Error(`unknown option ${argument}`);
    } else {
      roots.push({ root: argument.replace(/\/+$/, ''), enforced: true });
    }
  }
  if (!roots.length) throw new Error('name at least one root, e.g. apps/web/src');
  return { roots, cruiseOutput, limit: all ? Number.POSITIVE_INFINITY : TRIPS_SHOWN };
}

/** dependency-cruiser's file graph of the roots, with the repository's resolution settings. */
function cruise(repository, roots) {
  const cli = join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [cli, ...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  let output;
  try {
    output = execFileSync(process.execPath, args, {
      cwd: repository,
      maxBuffer: 512 * 1024 * 1024,
      encoding: 'utf8',
    });
  } catch (error) {
    // A broken import rule makes dependency-cruiser exit non-zero; its graph is still whole,
    // and that rule is lint:imports' to report.
    if (typeof error.stdout !== 'string' || !error.stdout.startsWith('{')) throw error;
    output = error.stdout;
  }
  return JSON.parse(output).modules;
}

/** Checks the roots; returns the exit code and the report lines. */
export function check(modules, roots, limit = TRIPS_SHOWN) {
  const lines = [];
  let failed = false;
  for (const { root, enforced } of roots) {
    const graph = folderGraph(modules, root);
    const loops = folderLoops(graph);
    const mode = enforced ? '' : ' (reported, not enforced)';
    lines.push(`${root}: ${loops.length} folder loop${loops.length === 1 ? '' : 's'}${mode}`);
    if (enforced) lines.push(...describeLoops(graph, loops, root, limit));
    else {
      // A reported root's loops are known: their folders only, to keep the lint output short.
      loops.forEach((loop, n) => {
        lines.push(
          `  loop ${n + 1}: ${loop.length} folders reach each other: ${loop.map((f) => f.slice(root.length + 1)).join(', ')}`,
        );
      });
      if (loops.length)
        lines.push(`  (node scripts/folder-cycles.mjs ${root} shows the imports that close them)`);
    }
    if (enforced && loops.length) failed = true;
  }
  if (failed) {
    lines.push(
      'Folder loops are not allowed (docs/architecture.md, "No folder loop"): move the shared piece to the folder that owns it, or below both, so imports between the folders go one way.',
    );
  }
  return { code: failed ? 1 : 0, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let parsed;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`folder-cycles: ${error.message}`);
    process.exit(2);
  }
  const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
  const modules = parsed.cruiseOutput
    ? JSON.parse(readFileSync(parsed.cruiseOutput, 'utf8')).modules
    : cruise(
        repository,
        parsed.roots.map((r) => r.root),
      );
  const { code, lines } = check(modules, parsed.roots, parsed.limit);
  console.log(lines.join('\n'));
  process.exit(code);
}
