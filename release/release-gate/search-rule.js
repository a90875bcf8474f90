/**
 * Release gate, what the routes declare for search engines: the content lists a route's sitemap
 * ids come from answer items with ids in both backends, on the staged site's content API. (The
 * declarations' shape, their data needs and endpoints are manifestProblems'; breadcrumb parents
 * the routes rule checks against the served routes.)
 */
const { problem } = require('./problem');

const RULE = 'search';

const BACKENDS = [
  { languageType: 1, name: 'Chinese' },
  { languageType: 2, name: 'English' },
];

function itemsOf(data, field) {
  if (field !== undefined) return data?.[field];
  return Array.isArray(data) ? data : data?.list;
}

/**
 * @param {{ app: import('fastify').FastifyInstance, manifest: { routes?: unknown[] } }} input
 *   app: the shell server on the staged releases.
 */
async function searchProblems({ app, manifest }) {
  const problems = [];
  for (const route of Array.isArray(manifest.routes) ? manifest.routes : []) {
    for (const source of route?.sitemap?.ids ?? []) {
      for (const { languageType, name } of BACKENDS) {
        const query = new URLSearchParams({ ...source.params, languageType: String(languageType) });
        const response = await app.inject({ method: 'GET', url: `${source.endpoint}?${query}` });
        const data = response.statusCode === 200 ? JSON.parse(response.body).data : undefined;
        const items = itemsOf(data, source.items);
        const hasIds = Array.isArray(items) && items.some((item) => ['number', 'string'].includes(typeof item?.id));
        if (!hasIds)
          problems.push(
            problem(
              RULE,
              `${route.path} lists sitemap ids from ${source.endpoint}?${new URLSearchParams(source.params)}, which answers no items with ids in the ${name} backend`,
              source.items === undefined
                ? 'name a list endpoint (its answer, or its paged list, holds items with ids), or set items to the field that holds them'
                : `set items to the field of the answer that holds the items (not "${source.items}")`,
            ),
          );
      }
    }
  }
  return problems;
}

module.exports = { searchProblems };
