// What holds a V8 heap snapshot's memory (memory-probe.mjs writes them): totals by kind, the objects
// retaining the most (dominator tree, weak edges skipped, as DevTools does) with a shortest path from
// the roots, ArrayBuffer backing stores (Buffers) grouped by their nearest non-buffer owners, and the
// largest kinds of object by their own size. Debugging aid, not part of the product:
//   node --max-old-space-size=6000 scripts/bench/cluster/heap-snapshot-owners.mjs <file> [top=40]
// PATHS_OF=ServerResponse also groups that constructor's instances by retaining path; EDGE_MATCH=text
// sums what the targets of edges so named retain (e.g. source_map_data: Node's kept source maps);
// DUMP=file.json writes self sizes by kind, to compare two snapshots.
import fs from 'node:fs';
const file = process.argv[2];
const top = Number(process.argv[3] || 40);
const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
const meta = snap.snapshot.meta;
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const T = meta.node_types[0];
const ET = meta.edge_types[0];
const iType = meta.node_fields.indexOf('type');
const iName = meta.node_fields.indexOf('name');
const iSelf = meta.node_fields.indexOf('self_size');
const iEC = meta.node_fields.indexOf('edge_count');
const eType = meta.edge_fields.indexOf('type');
const eName = meta.edge_fields.indexOf('name_or_index');
const eTo = meta.edge_fields.indexOf('to_node');
const nodes = snap.nodes;
const edges = snap.edges;
const strings = snap.strings;
const N = nodes.length / NF;
const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i < N; i++) {
  firstEdge[i] = e;
  e += nodes[i * NF + iEC] * EF;
  firstEdge[i + 1] = e;
}
const typeOf = (i) => T[nodes[i * NF + iType]];
const nameOf = (i) => strings[nodes[i * NF + iName]];
const selfOf = (i) => nodes[i * NF + iSelf];
const weakT = ET.indexOf('weak');
const shortcutT = ET.indexOf('shortcut');
const label = (i) => {
  const t = typeOf(i);
  const n = nameOf(i);
  if (t === 'object' || t === 'native' || t === 'closure' || t === 'synthetic' || t === 'hidden') return `${t === 'object' ? '' : t + ':'}${n.slice(0, 60)}`;
  if (t === 'string' || t === 'concatenated string' || t === 'sliced string') return `string`;
  return `${t}:${n.slice(0, 40)}`;
};

// Totals by type
const byType = new Map();
let total = 0;
for (let i = 0; i < N; i++) {
  const t = typeOf(i);
  byType.set(t, (byType.get(t) || 0) + selfOf(i));
  total += selfOf(i);
}
const mb = (n) => (n / 1048576).toFixed(1);
console.log(`nodes ${N}, total self ${mb(total)} MB`);
for (const [t, s] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${t.padEnd(22)} ${mb(s)} MB`);

// DFS postorder from root (node 0), skipping weak edges
const order = new Int32Array(N).fill(-1); // postorder index
const post = new Int32Array(N);
let count = 0;
{
  const stack = new Int32Array(N * 2 + 2);
  const visited = new Uint8Array(N);
  const edgePos = new Uint32Array(N);
  let sp = 0;
  stack[sp++] = 0;
  visited[0] = 1;
  edgePos[0] = firstEdge[0];
  while (sp > 0) {
    const v = stack[sp - 1];
    let pushed = false;
    while (edgePos[v] < firstEdge[v + 1]) {
      const e = edgePos[v];
      edgePos[v] += EF;
      const et = edges[e + eType];
      if (et === weakT || et === shortcutT) continue;
      const w = edges[e + eTo] / NF;
      if (!visited[w]) {
        visited[w] = 1;
        edgePos[w] = firstEdge[w];
        stack[sp++] = w;
        pushed = true;
        break;
      }
    }
    if (!pushed) {
      sp--;
      order[v] = count;
      post[count++] = v;
    }
  }
}
console.log(`reachable ${count}`);
// predecessors
const predCount = new Uint32Array(N + 1);
for (let v = 0; v < N; v++) {
  if (order[v] < 0) continue;
  for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF) {
    const et = edges[e + eType];
    if (et === weakT || et === shortcutT) continue;
    const w = edges[e + eTo] / NF;
    predCount[w + 1]++;
  }
}
for (let i = 0; i < N; i++) predCount[i + 1] += predCount[i];
const preds = new Int32Array(predCount[N]);
const fill = predCount.slice(0, N);
for (let v = 0; v < N; v++) {
  if (order[v] < 0) continue;
  for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF) {
    const et = edges[e + eType];
    if (et === weakT || et === shortcutT) continue;
    const w = edges[e + eTo] / NF;
    preds[fill[w]++] = v;
  }
}
// Cooper-Harvey-Kennedy on postorder numbers
const idom = new Int32Array(count).fill(-1); // indexed by postorder number
const rootPo = order[0];
idom[rootPo] = rootPo;
let changed = true;
let iterations = 0;
while (changed) {
  changed = false;
  iterations++;
  for (let po = count - 1; po >= 0; po--) {
    if (po === rootPo) continue;
    const v = post[po];
    let newIdom = -1;
    for (let p = predCount[v]; p < predCount[v + 1]; p++) {
      const u = order[preds[p]];
      if (u < 0 || idom[u] === -1) continue;
      if (newIdom === -1) newIdom = u;
      else {
        let a = u;
        let b = newIdom;
        while (a !== b) {
          while (a < b) a = idom[a];
          while (b < a) b = idom[b];
        }
        newIdom = a;
      }
    }
    if (newIdom !== idom[po]) {
      idom[po] = newIdom;
      changed = true;
    }
  }
}
console.log(`dominators in ${iterations} iterations`);
const retained = new Float64Array(count);
for (let po = 0; po < count; po++) retained[po] += selfOf(post[po]);
for (let po = 0; po < count; po++) if (po !== rootPo) retained[idom[po]] += retained[po];
const idomNode = (v) => post[idom[order[v]]];

// shortest path parents (BFS) for readable paths
const parent = new Int32Array(N).fill(-1);
const parentEdge = new Int32Array(N).fill(-1);
{
  const queue = new Int32Array(N);
  let qh = 0;
  let qt = 0;
  queue[qt++] = 0;
  parent[0] = 0;
  while (qh < qt) {
    const v = queue[qh++];
    for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF) {
      const et = edges[e + eType];
      if (et === weakT || et === shortcutT) continue;
      const w = edges[e + eTo] / NF;
      if (parent[w] === -1) {
        parent[w] = v;
        parentEdge[w] = e;
        queue[qt++] = w;
      }
    }
  }
}
const edgeLabel = (e) => {
  const t = ET[edges[e + eType]];
  const n = edges[e + eName];
  return t === 'element' || t === 'hidden' ? `[${n}]` : String(strings[n]).slice(0, 40);
};
const pathOf = (v, depth = 14) => {
  const parts = [];
  let x = v;
  while (x !== 0 && parts.length < depth) {
    parts.push(`${label(x)}`);
    parts.push(`.${edgeLabel(parentEdge[x])}`);
    x = parent[x];
  }
  return parts.reverse().join(' ');
};

// Top dominated objects (retained), skipping those whose idom chain includes a bigger listed one at depth 1
const candidates = [];
for (let po = 0; po < count; po++) if (retained[po] > 512 * 1024) candidates.push(po);
candidates.sort((a, b) => retained[b] - retained[a]);
console.log(`\nTop retained (> 0.5 MB):`);
for (const po of candidates.slice(0, top)) {
  const v = post[po];
  console.log(`${mb(retained[po]).padStart(7)} MB  self ${mb(selfOf(v))}  ${label(v)}  <- idom ${label(idomNode(v))}`);
  console.log(`           path: ${pathOf(v)}`);
}

// Backing stores grouped by first meaningful dominator
const boring = new Set(['ArrayBuffer', 'Uint8Array', 'Buffer', 'FastBuffer', 'system / JSArrayBufferData', 'DataView', 'system / BackingStore']);
const groups = new Map();
let bsTotal = 0;
let bsCount = 0;
for (let v = 0; v < N; v++) {
  const t = typeOf(v);
  if (t !== 'native') continue;
  const n = nameOf(v);
  if (!n.includes('ArrayBufferData') && !n.includes('BackingStore')) continue;
  bsTotal += selfOf(v);
  bsCount++;
  if (order[v] < 0) continue;
  let x = v;
  const chain = [];
  for (let k = 0; k < 40 && x !== 0; k++) {
    x = idomNode(x);
    const l = label(x);
    if (!boring.has(nameOf(x))) {
      chain.push(l);
      if (chain.length >= 3) break;
    }
  }
  const key = chain.join(' <- ');
  const g = groups.get(key) || { size: 0, n: 0, example: v };
  g.size += selfOf(v);
  g.n++;
  groups.set(key, g);
}
console.log(`\nArrayBuffer backing stores: ${bsCount}, ${mb(bsTotal)} MB`);
for (const [key, g] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`${mb(g.size).padStart(7)} MB  x${g.n}  ${key}`);
  console.log(`           e.g. path: ${pathOf(g.example)}`);
}

// Strings total by size buckets, top constructors by self size
const byName = new Map();
for (let v = 0; v < N; v++) {
  const key = label(v);
  const g = byName.get(key) || [0, 0];
  g[0] += selfOf(v);
  g[1]++;
  byName.set(key, g);
}
console.log(`\nTop self size by label:`);
for (const [key, g] of [...byName].sort((a, b) => b[1][0] - a[1][0]).slice(0, 25)) console.log(`${mb(g[0]).padStart(7)} MB  x${g[1]}  ${key}`);

// Sum retained sizes of targets of edges whose name matches EDGE_MATCH
if (process.env.EDGE_MATCH) {
  let sum = 0, n = 0;
  const seen = new Set();
  for (let v = 0; v < N; v++) for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += EF) {
    const t = ET[edges[e + eType]];
    if (t === 'element' || t === 'hidden') continue;
    if (!String(strings[edges[e + eName]]).includes(process.env.EDGE_MATCH)) continue;
    const w = edges[e + eTo] / NF;
    if (seen.has(w) || order[w] < 0) continue;
    seen.add(w); sum += retained[order[w]]; n++;
  }
  console.log(`\nedges matching ${process.env.EDGE_MATCH}: ${n} targets, retained ${mb(sum)} MB`);
}

if (process.env.PATHS_OF) {
  const want = process.env.PATHS_OF;
  const hits = [];
  for (let v = 0; v < N; v++) if (nameOf(v) === want && typeOf(v) === 'object') hits.push(v);
  console.log(`\n${hits.length} ${want} objects; retained total ${mb(hits.reduce((s, v) => s + (order[v] >= 0 ? retained[order[v]] : 0), 0))} MB`);
  const sig = new Map();
  for (const v of hits) {
    const p = pathOf(v, 60);
    const key = p.replace(/\.\[\d+\]/g, '.[n]').replace(/\.\d+ /g, '.n ');
    const g = sig.get(key) || { n: 0, r: 0 };
    g.n++; g.r += order[v] >= 0 ? retained[order[v]] : 0;
    sig.set(key, g);
  }
  for (const [k, g] of [...sig].sort((a, b) => b[1].n - a[1].n).slice(0, Number(process.env.PATHS_TOP || 8))) console.log(`x${g.n} ${mb(g.r)} MB: ${k}\n`);
}
if (process.env.DUMP) fs.writeFileSync(process.env.DUMP, JSON.stringify(Object.fromEntries(byName)));
