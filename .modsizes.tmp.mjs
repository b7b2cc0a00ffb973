import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as acorn from 'acorn';
const file = process.argv[2];
const src = readFileSync(file, 'utf8');
const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'script' });
const out = [];
acorn.simple ?? 0;
function walk(node) {
  if (!node || typeof node !== 'object') return;
  if (node.type === 'ObjectExpression' && node.properties.length > 3 && node.properties.every((p) => p.key && (p.key.type === 'Literal' || p.key.type === 'Identifier'))) {
    for (const p of node.properties) {
      const text = src.slice(p.start, p.end);
      out.push([gzipSync(text, { level: 9 }).length, String(p.key.value ?? p.key.name), text.slice(0, 140).replace(/\s+/g, ' ')]);
    }
    return;
  }
  for (const key of Object.keys(node)) if (key !== 'type') { const v = node[key]; if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v.type === 'string') walk(v); }
}
walk(ast);
out.sort((a, b) => b[0] - a[0]);
for (const [size, id, head] of out.slice(0, Number(process.argv[3] ?? 40))) console.log(size, id, head);
