/**
 * Runs what `npm run release -- …` asks for and says what it did and what to do next. Every
 * refusal is one line a problem and exit code 1, with the registry as it was.
 */
const { readCommand, USAGE } = require('./command-line');
const { discard, isRefusal, promote, prune, releaseSections, rollback } = require('./release');
const { abortCanary, canary } = require('./canary');
const { runCommandLine } = require('./command-run');

const NEXT = {
  stage: (section) => `next: npm run release -- ${section} --preview (a link to see it on the live site)`,
  promote: () => 'the running site serves it on the next page load; undo with --rollback',
  release: (sections) =>
    `the running site serves ${sections.length > 1 ? 'them' : 'it'} on the next page load; undo with npm run release -- ${sections.join(' ')} --rollback`,
};

async function run(command) {
  const { action, root, sections, dist, force, site, hours, percent } = command;
  const [first] = sections;
  switch (action) {
    case 'status': {
      const { statusLines } = require('./status');
      for (const line of await statusLines(require('@site/build/sections').sectionNames(root))) console.log(line);
      return;
    }
    case 'prune':
      await prune();
      return;
    case 'check':
      await releaseSections(sections, { check: true, dist, root });
      return;
    case 'stage':
    case 'release': {
      // Several sections are gated together and switched in one registry write (decision 072).
      const released = Object.keys(
        await releaseSections(sections, { gate: true, stage: action === 'stage', dist, root }),
      );
      if (action === 'stage') for (const section of released) console.log(NEXT.stage(section));
      else if (released.length > 0) console.log(NEXT.release(released));
      return;
    }
    case 'promote':
      await promote(sections, { force });
      console.log(NEXT.promote());
      return;
    case 'discard':
      for (const section of sections) await discard(section);
      return;
    case 'rollback':
      await rollback(sections);
      return;
    case 'canary':
      await canary(first, percent);
      return;
    case 'abort':
      for (const section of sections) await abortCanary(section);
      return;
    case 'preview': {
      const { previewLink } = require('./candidate');
      const { version, link } = await previewLink(first, { hours });
      console.log(`a preview of ${first}@${version}, for the browser that opens it (on every server):`);
      console.log(link);
      return;
    }
    case 'verify': {
      const { verify } = require('./candidate');
      if (!(await verify(first, site, { root }))) process.exitCode = 1;
      return;
    }
  }
}

/** Resolves with the exit code. */
async function runReleaseCommand(args, options) {
  return runCommandLine({
    name: 'release',
    command: readCommand(args, options),
    usage: USAGE,
    run: async (command) => {
      await run(command);
      return process.exitCode ?? 0;
    },
    refusalLinesOf: (error) => (isRefusal(error) ? [error.message] : undefined),
  });
}

module.exports = { runReleaseCommand };
