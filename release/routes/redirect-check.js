/**
 * A redirects file checked against the live route table before it is published (decision 072):
 * every target a page a live route serves, no chain or loop, no source a live route serves. The
 * file's own shape (schema, parameters, the external allow-list) is checked by the shell's
 * readRedirectSet; together they are every refusal, one per problem, and nothing is published.
 */
const { passesValidation } = require('@site/shared-contracts');
const {
  entryName,
  isExternalTarget,
  redirectFormsOf,
  segmentsOf,
  targetRouteOf,
} = require('@site/shell/server/redirects');

/**
 * A URL both patterns match, or null. A literal facing a parameter must pass that parameter's
 * rule (`validateA`, `validateB`); two parameters face each other for any value.
 */
function sharedUrl(a, b, validateA, validateB) {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  const required = (segments) => segments.filter((segment) => !segment.optional).length;
  for (
    let length = Math.max(required(left), required(right));
    length <= Math.min(left.length, right.length);
    length += 1
  ) {
    const parts = [];
    for (let index = 0; index < length; index += 1) {
      const x = left[index];
      const y = right[index];
      if (x.literal !== undefined && y.literal !== undefined) {
        if (x.literal !== y.literal) break;
        parts.push(x.literal);
      } else if (x.literal !== undefined) {
        if (!passesValidation(validateB, { [y.param]: x.literal })) break;
        parts.push(x.literal);
      } else if (y.literal !== undefined) {
        if (!passesValidation(validateA, { [x.param]: y.literal })) break;
        parts.push(y.literal);
      } else parts.push(`:${x.param}`);
    }
    if (parts.length === length) return `/${parts.join('/')}`;
  }
  return null;
}

/** The live route (section and pattern) whose URLs meet the pattern's, or null. */
function routeMeeting(pattern, routes) {
  for (const [section, entries] of Object.entries(routes)) {
    for (const entry of entries) {
      const url = sharedUrl(pattern, entry.path, undefined, entry.validate);
      if (url !== null) return { section, path: entry.path, url };
    }
  }
  return null;
}

/**
 * Every problem of a redirect set (`{ redirects, external }`, as readRedirectSet made it) against
 * the live routes (`routes`: section → route entries), each `{ entry, problem, fix }`.
 */
function redirectProblems(set, routes) {
  const { redirects } = set;
  const problems = [];
  /** The entries whose source meets `to`'s URLs (its chain's next steps). */
  const nextOf = (to) =>
    isExternalTarget(to)
      ? []
      : redirects.flatMap((other, index) => (sharedUrl(to, other.from) !== null ? [index] : []));
  /** Whether following the chain from entry `start` comes back to it. */
  const loops = (start) => {
    const seen = new Set();
    const queue = [...nextOf(redirects[start].to)];
    while (queue.length > 0) {
      const index = queue.shift();
      if (index === start) return true;
      if (seen.has(index)) continue;
      seen.add(index);
      queue.push(...nextOf(redirects[index].to));
    }
    return false;
  };

  redirects.forEach((redirect, index) => {
    const entry = entryName(index, redirect);
    const next = nextOf(redirect.to);
    if (next.length > 0) {
      const other = redirects[next[0]];
      problems.push(
        loops(index)
          ? {
              entry,
              problem: `its target leads back to it through ${entryName(next[0], other)}: a loop`,
              fix: 'remove one of the entries of the loop',
            }
          : {
              entry,
              problem: `its target is redirected again by ${entryName(next[0], other)}: a chain`,
              fix: `point it at ${other.to} directly`,
            },
      );
    } else if (!isExternalTarget(redirect.to) && targetRouteOf(redirect.to, routes) === null) {
      problems.push({
        entry,
        problem: `no live route serves its target ${redirect.to}`,
        fix: 'redirect to a page a section serves now (npm run routes lists them), or release the section that serves it first',
      });
    }
    const sources = redirectFormsOf(redirect.from, redirect.to, routes).filter((form) => !form.startsWith('/en'));
    for (const source of sources) {
      const shadowed = routeMeeting(source, routes);
      if (shadowed) {
        problems.push({
          entry,
          problem: `a live route serves its source: ${shadowed.url} is ${shadowed.section}'s (its route ${shadowed.path})`,
          fix: 'redirect only a URL no section serves: release the section without that route first',
        });
        break;
      }
    }
  });
  return problems;
}

/** One line: `entry 1 (/a → /b): what is wrong — fix: what to do`. */
const formatRedirectProblem = ({ entry, problem, fix }) => `${entry}: ${problem} — fix: ${fix}`;

module.exports = { formatRedirectProblem, redirectProblems, sharedUrl };
