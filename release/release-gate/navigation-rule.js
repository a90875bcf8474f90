/**
 * Release gate, navigation: a header entry shows only when the navigation content names an entry
 * exactly as its label in the page's language (SPEC.md §2); with any other name it is dropped
 * without a word. So each entry of the section's menu must be named by the navigation of the
 * staged site's content in Simplified, Traditional and English (decision 072; a problem, not a
 * warning: a section released without it has no way into it from the header).
 */
const { navigationNamesOf, unnamedMenuEntries } = require('@site/shell/server/route-table');
const { problem } = require('./problem');

const RULE = 'navigation';
const LANGUAGE_NAMES = { s: 'Simplified', t: 'Traditional', e: 'English' };
const BACKEND_FOLDERS = { s: 'zh', t: 'zh', e: 'en' };

/** The staged shell's content API as a content source (what the server's documents read). */
function contentOf(app) {
  return {
    async get(endpoint, query) {
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
      const response = await app.inject({ method: 'GET', url: `${endpoint}?${search}` });
      if (response.statusCode !== 200)
        return { ok: false, status: response.statusCode, reason: `${endpoint} answered ${response.statusCode}` };
      return { ok: true, data: JSON.parse(response.body).data };
    },
  };
}

/**
 * What is wrong with the menu of a candidate's routes.json against the navigation the staged
 * shell server (`app`) reads.
 */
async function navigationProblems({ app, manifest }) {
  const menu = Array.isArray(manifest?.menu) ? manifest.menu : [];
  if (menu.length === 0) return [];
  let names;
  try {
    names = await navigationNamesOf(contentOf(app));
  } catch (error) {
    return [
      problem(
        RULE,
        `the navigation could not be read (${error.message})`,
        'start the content database the servers use',
      ),
    ];
  }
  return unnamedMenuEntries(menu, names).map(({ key, language, label }) =>
    problem(
      RULE,
      `menu entry "${key}" has no navigation entry named "${label}" (${LANGUAGE_NAMES[language]}), so the header would leave it out`,
      `add one to content/navigation/${BACKEND_FOLDERS[language]}/ (npm run new-section writes it) and import it with npm run content -- import content${language === 't' ? ' (Traditional is made from the Simplified name)' : ''}, or change the label in src/menu/`,
    ),
  );
}

module.exports = { navigationProblems };
