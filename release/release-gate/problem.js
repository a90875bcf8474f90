/**
 * A broken rule of the release gate: which rule, what is wrong, and what to do about it. The
 * gate prints one line per problem and refuses the release when there is any.
 */

/** @typedef {{ rule: string, message: string, fix: string }} Problem */

/** @returns {Problem} */
function problem(rule, message, fix) {
  return { rule, message, fix };
}

/** One line: `[rule] what is wrong — fix: what to do`. */
function formatProblem({ rule, message, fix }) {
  return `[${rule}] ${message} — fix: ${fix}`;
}

module.exports = { problem, formatProblem };
