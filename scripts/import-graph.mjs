// Figures of the server's import graph (apps/server/src), from dependency-cruiser's JSON:
// files, arrows, cycles, folder pairs that import each other, imports against the layer rules of
// .dependency-cruiser.cjs (known ones included), depth.
// Usage: node scripts/import-graph.mjs   (prints the figures and a mermaid diagram of the folders)
import { execFileSync } from 'node:child_process';

const json = execFileSync(
  'npx',
  ['depcruise', 'apps/server/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
);
const { modules, summary } = JSON.parse(json);
const strip = (p) => p.replace(/^apps\/server\/src\//, '');
const local = modules.filter((m) => m.source.startsWith('apps/server/src/'));

/**
 * The folder a file belongs to: modules/<name> (modules/rkeeper/till, the part of the r_keeper module
 * that sits at the bottom of the one-way order, on its own), db/migrations, or its top folder or file.
 */
function folderOf(path) {
  const p = strip(path);
  const parts = p.split('/');
  if (p.startsWith('modules/rkeeper/till/')) return 'modules/rkeeper/till';
  if (parts[0] === 'modules' || parts[0] === 'integrations') return parts.slice(0, 2).join('/');
  if (parts[0] === 'db' && parts[1] === 'migrations') return 'db/migrations';
  if (parts.length === 1) return p.replace(/\.ts$/, '');
  return parts[0];
}

const fileEdges = [];
for (const m of local) {
  for (const d of m.dependencies) {
    if (d.resolved.startsWith('apps/server/src/')) fileEdges.push([m.source, d.resolved]);
  }
}
const folderEdges = new Map();
for (const [a, b] of fileEdges) {
  const fa = folderOf(a);
  const fb = folderOf(b);
  if (fa !== fb) folderEdges.set(`${fa} -> ${fb}`, [fa, fb]);
}
const pairs = [];
for (const [, [a, b]] of folderEdges) {
  if (a < b && folderEdges.has(`${b} -> ${a}`)) pairs.push(`${a} <-> ${b}`);
}
// Depth: the longest chain of imports, counted over the graph with each cycle folded into one node.
const nodes = [...new Set(local.map((m) => m.source))];
const out = new Map(nodes.map((n) => [n, []]));
for (const [a, b] of fileEdges) out.get(a)?.push(b);
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const comp = new Map();
let comps = 0;
const cycles = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of out.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const members = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      comp.set(w, comps);
      members.push(w);
    } while (w !== v);
    if (members.length > 1) cycles.push(members.map(strip));
    comps++;
  }
}
for (const n of nodes) if (!idx.has(n)) strong(n);
const compOut = new Map();
for (const [a, b] of fileEdges) {
  const ca = comp.get(a);
  const cb = comp.get(b);
  if (ca === undefined || cb === undefined || ca === cb) continue;
  if (!compOut.has(ca)) compOut.set(ca, new Set());
  compOut.get(ca).add(cb);
}
const memo = new Map();
function depth(c) {
  if (memo.has(c)) return memo.get(c);
  let d = 1;
  for (const n of compOut.get(c) ?? []) d = Math.max(d, 1 + depth(n));
  memo.set(c, d);
  return d;
}
let maxDepth = 0;
for (let c = 0; c < comps; c++) maxDepth = Math.max(maxDepth, depth(c));

console.log(
  `files: ${nodes.length}, file arrows: ${fileEdges.length}, folders: ${new Set(nodes.map(folderOf)).size}`,
);
console.log(`folder arrows: ${folderEdges.size}`);
console.log(`import cycles (groups of files): ${cycles.length}`);
for (const c of cycles) console.log(`  - ${c.join(', ')}`);
console.log(`folder pairs importing each other: ${pairs.length}`);
for (const p of pairs) console.log(`  - ${p}`);
console.log(`depth (longest import chain, cycles folded): ${maxDepth}`);
const byRule = new Map();
for (const v of summary.violations) byRule.set(v.rule.name, (byRule.get(v.rule.name) ?? 0) + 1);
const layered = summary.violations.filter((v) => v.rule.name !== 'no-circular');
console.log(`imports against the layers (rule violations other than cycles): ${layered.length}`);
for (const [rule, n] of [...byRule].sort()) console.log(`  - ${rule}: ${n}`);
if (process.argv.includes('--mermaid')) {
  console.log('\n```mermaid\nflowchart TD');
  const id = (f) => f.replace(/[^a-zA-Z0-9]/g, '_');
  for (const [, [a, b]] of [...folderEdges].sort()) console.log(`  ${id(a)}["${a}"] --> ${id(b)}["${b}"]`);
  console.log('```');
}
