/**
 * Release gate, single-spa lifecycles: the Module Federation manifest exposes `./app`, and one of
 * its chunks exports bootstrap, mount and unmount.
 *
 * Checked statically, without running the browser code: webpack defines a module's exports with
 * one call of its `d` helper, `__webpack_require__.d(exports, { bootstrap: () => …, mount: …,
 * unmount: … })` (minified `n.d(t,{bootstrap:()=>Fe,mount:()=>Ie,unmount:()=>Ue})`), so an
 * exposed chunk whose export table names all three exports the lifecycles; a module that
 * re-exports them under other names, or computes its exports at run time, would not pass.
 */
const fs = require('node:fs');
const path = require('node:path');
const { SECTION_EXPOSE } = require('@site/shared-contracts');
const { problem } = require('./problem');

const RULE = 'lifecycles';
const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];
const FIX =
  "export const { bootstrap, mount, unmount } = createSectionLifecycles(…) from src/app.tsx, exposed as './app'";

/** The export tables (`.d(exports, { … })`) of a chunk, as the names each one defines. */
function exportTablesOf(code) {
  return [...code.matchAll(/\.d\(\s*[\w$]+\s*,\s*\{([^{}]*)\}\s*\)/g)].map(([, body]) =>
    [...body.matchAll(/(?:^|,)\s*"?([\w$]+)"?\s*:/g)].map(([, name]) => name),
  );
}

function lifecycleProblems({ mfManifest, clientDir }) {
  const exposed = (mfManifest?.exposes ?? []).find((expose) => expose.path === SECTION_EXPOSE);
  if (!exposed) return [problem(RULE, `the Module Federation manifest exposes no ${SECTION_EXPOSE}`, FIX)];
  const chunks = [...(exposed.assets?.js?.sync ?? []), ...(exposed.assets?.js?.async ?? [])];
  const exportsLifecycles = chunks.some((file) => {
    const full = path.join(clientDir, file);
    if (!fs.existsSync(full)) return false;
    const code = fs.readFileSync(full, 'utf8');
    return exportTablesOf(code).some((names) => LIFECYCLES.every((name) => names.includes(name)));
  });
  if (exportsLifecycles) return [];
  return [problem(RULE, `${SECTION_EXPOSE} does not export ${LIFECYCLES.join(', ')}`, FIX)];
}

module.exports = { lifecycleProblems, exportTablesOf };
