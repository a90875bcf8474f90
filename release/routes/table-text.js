/**
 * The route table as text for a terminal: one line per route (path, section, releases, layout, SEO
 * key, counterpart, sitemap, data needs) and per redirect, in aligned columns.
 */

/** Rows of cells as lines, each column as wide as its widest cell; the last column is not padded. */
function columns(rows) {
  const widths = rows[0].map((_, index) => Math.max(...rows.map((row) => row[index].length)));
  return rows.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index])))
      .join('  ')
      .trimEnd(),
  );
}

const releaseOf = ({ current, candidate }) =>
  [current, candidate && `candidate ${candidate}`].filter(Boolean).join(' + ') || '—';

/** The table (`routeTableOf`'s) as lines. */
function tableLines(table) {
  const lines = [
    `${table.routes.length} routes of ${table.sections.length} sections, as every server reads them from the registry:`,
    ...columns([
      ['PATH', 'SECTION', 'RELEASE', 'LAYOUT', 'SEO KEY', 'COUNTERPART', 'SITEMAP', 'DATA'],
      ...table.routes.map((row) => [
        row.path,
        row.section,
        releaseOf(row),
        row.layout,
        row.seoKey,
        row.counterpart ?? '—',
        row.sitemap.note,
        row.data.join('; ') || '—',
      ]),
    ]),
    '',
  ];
  if (table.redirects.length === 0) {
    lines.push(
      table.redirectsVersion > 0
        ? `redirects: set ${table.redirectsVersion} is published, and empty`
        : 'redirects: none published (npm run routes -- publish-redirects shell/redirects.json)',
    );
    return lines;
  }
  lines.push(
    `${table.redirects.length} redirects of the shell team, published set ${table.redirectsVersion}:`,
    ...columns([
      ['FROM', 'TO', 'STATUS', 'TARGET SERVED BY', 'FORMS'],
      ...table.redirects.map((row) => [
        row.from,
        row.to,
        String(row.status),
        row.servedBy ?? (/^https:/.test(row.to) ? 'external' : 'no live route'),
        row.forms.join(' '),
      ]),
    ]),
  );
  return lines;
}

module.exports = { tableLines };
