/**
 * Release gate, first-load budget (DESIGN.md §7): what a page of the section loads of its own,
 * the remote entry, the exposed module's chunks and its CSS, brotli-compressed as the server
 * sends them (the build writes .br copies; a file without one, too small or incompressible, is
 * compressed here), within the section's budget: `budgetKb` of its routes.json, 40 KB otherwise.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { SECTION_EXPOSE } = require('@site/shared-contracts');
const { problem } = require('./problem');

const RULE = 'budget';
const DEFAULT_BUDGET_KB = 40;
const KB = 1024;

function compressedSize(clientDir, file) {
  const full = path.join(clientDir, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** The files a first page of the section loads of its own, and their compressed size in bytes. */
function firstLoadOf(mfManifest, clientDir) {
  const remoteEntry = mfManifest?.metaData?.remoteEntry;
  const exposed = (mfManifest?.exposes ?? []).find((expose) => expose.path === SECTION_EXPOSE);
  const files = [
    ...(remoteEntry?.name ? [path.posix.join(remoteEntry.path || '', remoteEntry.name)] : []),
    ...(exposed?.assets?.js?.sync ?? []),
    ...(exposed?.assets?.css?.sync ?? []),
  ].filter((file) => fs.existsSync(path.join(clientDir, file)));
  const bytes = files.reduce((sum, file) => sum + compressedSize(clientDir, file), 0);
  return { files, bytes };
}

function budgetProblems({ mfManifest, clientDir, manifest }) {
  const budgetKb = Number.isInteger(manifest?.budgetKb) ? manifest.budgetKb : DEFAULT_BUDGET_KB;
  const { files, bytes } = firstLoadOf(mfManifest, clientDir);
  if (bytes <= budgetKb * KB) return [];
  return [
    problem(
      RULE,
      `first-load JS + CSS is ${(bytes / KB).toFixed(1)} KB compressed (${files.join(', ')}), over its budget of ${budgetKb} KB`,
      `make it smaller, or declare a budget: defineSectionRoutes(section, routes, { budgetKb: ${Math.ceil(bytes / KB)} })`,
    ),
  ];
}

module.exports = { budgetProblems, firstLoadOf, DEFAULT_BUDGET_KB };
