/**
 * The route table as a plain HTML page for operators (`/routes` on METRICS_PORT, decision 072):
 * one table of routes and one of redirects, each route linked to its live page on the public site.
 * Everything shown is escaped; nothing of the request is.
 */
import type { SiteRouteTable } from './route-table';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;

/** The page. `publicOrigin`: the site visitors use, which the routes link to. */
export function routeTablePage(table: SiteRouteTable, publicOrigin: string): string {
  const routeRows = table.routes.map((row) => {
    const live = row.page;
    const path =
      live === null
        ? escapeHtml(row.path)
        : `<a href="${escapeHtml(`${publicOrigin}${live}`)}">${escapeHtml(row.path)}</a>`;
    const releases = [row.current && `current ${row.current}`, row.candidate && `candidate ${row.candidate}`];
    return [
      '<tr>',
      `<th scope="row">${path}</th>`,
      cell(row.section),
      cell(releases.filter(Boolean).join(', ')),
      cell(row.layout),
      cell(row.seoKey),
      cell(row.counterpart ?? '—'),
      `<td>${row.data.map(escapeHtml).join('<br>') || '—'}</td>`,
      cell(row.sitemap.note),
      '</tr>',
    ].join('');
  });
  const redirectRows = table.redirects.map((row) =>
    [
      '<tr>',
      `<th scope="row">${escapeHtml(row.from)}</th>`,
      cell(row.to),
      cell(String(row.status)),
      cell(row.forms.join(', ')),
      cell(row.servedBy ?? (/^https:/.test(row.to) ? 'external' : 'no live route: not followed')),
      '</tr>',
    ].join(''),
  );
  const head = (names: string[]) =>
    `<thead><tr>${names.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Routes</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;margin-bottom:2rem}caption{text-align:left;font-weight:bold;padding:.5rem 0}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<main>
<h1>Routes</h1>
<table>
<caption>Every route the site serves now, by path (${table.routes.length} routes, ${table.sections.length} sections)</caption>
${head(['Path', 'Section', 'Release', 'Layout', 'SEO key', 'Counterpart', 'Data needs', 'Sitemap'])}
<tbody>
${routeRows.join('\n')}
</tbody>
</table>
<table>
<caption>Redirects of the shell team (published set ${table.redirectsVersion}, ${table.redirects.length} redirects)</caption>
${head(['From', 'To', 'Status', 'Forms', 'Target served by'])}
<tbody>
${redirectRows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
