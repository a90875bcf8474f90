/**
 * The files of a new section (`npm run new-section -- <name>`): one desktop route `/<name>` and its
 * mobile counterpart `/m/<name>`, showing the company introduction (`page/detail?key=introduce`,
 * served by the content API today) under the section's own headline, server-rendered, in three
 * languages, with its tests. Everything a section is made of comes from the section kit; the team
 * replaces the page with its own from there.
 */

/** "green-energy" → "GreenEnergy". */
function pascalOf(name) {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** "green-energy" → "Green Energy". */
function titleOf(name) {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The copy of the section's header entry in one language (src/menu/menu.<s|e>.json). */
function menuCopyOf(name, title, itemTitle, alt) {
  return {
    [name]: { label: title, title, items: { [name]: { title: itemTitle, alt } }, drawer: { [name]: itemTitle } },
  };
}

/** A banner background to replace: a gradient in the site's navy. */
function backgroundOf(title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 600" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1f3a"/>
      <stop offset="1" stop-color="#1f6feb"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="600" fill="url(#g)"/>
</svg>
`;
}

/**
 * @param {{ name: string, titleS: string, titleE: string, titleT: string, versions: Record<string, string> }} options
 *   titleT: the Simplified title in Traditional (scripts/hant.js), for the copy test.
 */
function sectionFiles({ name, titleS, titleE, titleT, versions }) {
  const section = `mfe-${name}`;
  const Pascal = pascalOf(name);
  const app = `${Pascal}App`;
  const s = {
    headline: { title: titleS, titleEnglish: titleE, titleChinese: titleS },
    lead: '认识瀚数科技：我们是谁，我们为金融机构做什么。',
  };
  const e = {
    headline: { title: titleE, titleEnglish: titleE, titleChinese: titleS },
    lead: 'Get to know Hanshu FinTech: who we are and what we do for financial institutions.',
  };

  return {
    'package.json': json({
      name: `@site/${section}`,
      version: '0.1.0',
      private: true,
      description: `The ${titleE} section: /${name} and /m/${name}`,
      scripts: { build: `node ../scripts/build.js ${section}` },
      dependencies: {
        '@site/shared-contracts': versions['@site/shared-contracts'],
        react: versions.react,
        'react-dom': versions['react-dom'],
        'react-router': versions['react-router'],
        'single-spa-react': versions['single-spa-react'],
      },
    }),

    'webpack.config.js': `const { createSectionConfigs } = require('../scripts/webpack/section');

module.exports = (_env, argv = {}) => createSectionConfigs({ dir: __dirname, mode: argv.mode || 'production' });
`,

    'README.md': `# @site/${section}

The ${titleE} section (${titleS}). A Module Federation remote that exposes \`./app\` (its
single-spa lifecycles) and a server entry the shell server renders it with; made by
\`npm run new-section -- ${name}\`.

## Routes it owns

Declared once in \`src/routes.ts\`; the build emits \`routes.json\` from it.

| path | page | data for first paint |
| --- | --- | --- |
| \`/${name}\` | the company introduction under the section's headline | \`page/detail?key=introduce\` |
| \`/m/${name}\` | the same on the mobile site | \`page/detail?key=introduce\` |

Both are served in Simplified and Traditional Chinese and, under \`/en\`, in English.

## Working on it

\`\`\`sh
npx jest ${section}                      # its tests
npm run dev -- ${section}                # the composed site with its watched build: save, reload
npm run build -- ${section}              # its browser and server builds, into dist/
npm run release -- ${section} --check    # the release gate, without releasing
npm run release -- ${section}            # release it; the running site serves it on the next page load
\`\`\`

Copy: edit \`src/copy/${name}.s.json\` and \`.e.json\`, then \`node scripts/hant.js\` writes
\`.t.json\`. The section's header entry (label, banner title, panel and drawer items) is declared in
\`src/routes.ts\` with its copy in \`src/menu/menu.s.json\` and \`.e.json\` (\`.t.json\` generated
the same way); it shows once the content API's navigation has an entry named as its label. The
banner background is \`src/backgrounds/${name}.svg\`, shipped with each release; each route's
\`languageSwitch\` says what switching language does there. Styles: \`src/styles.css\`, every
class starting with \`${name}-\`. Pages read their data with \`useRouteData\` and the data needs
of \`src/routes.ts\`. Until the content API has SEO entries named \`${name}\` and \`m-${name}\`, its
pages carry the site's default title (the release gate warns).
`,

    'src/routes.ts': `/**
 * Every route of the ${titleE} section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the pages read their data through its data needs. It also
 * declares what the shell shows for the section: its header entry, its background (shipped with
 * the release) and what a language switch does on each page.
 */
import { dataNeed, defineSectionRoutes, mediaImage, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const companyPage = dataNeed('page', '/api/web/page/detail', { key: 'introduce' });

/**
 * languageSwitch (SPEC.md §4): stay on the page, or { kind: 'reload' }, { kind: 'back' },
 * { kind: 'go', path: '/${name}' }.
 */
const everyRoute = {
  background: 'backgrounds/${name}.svg',
  data: [companyPage],
  languageSwitch: { kind: 'stay' },
} as const;

export default defineSectionRoutes(
  '${section}',
  [
    { ...everyRoute, path: '/${name}', layout: 'default', counterpart: '/m/${name}', page: '${name}' },
    { ...everyRoute, path: '/m/${name}', layout: 'm-default', counterpart: '/${name}', page: 'm-${name}' },
  ],
  {
    // Shown when the content API's navigation has an entry named as the label (SPEC.md §2), placed
    // by order among the other sections' entries (10 home … 80 contact).
    menu: [
      menuEntry(menuCopy, {
        key: '${name}',
        order: 90,
        items: [{ id: '${name}', path: '/${name}', image: mediaImage('about/introduce.svg', 1200, 600) }],
        drawer: [{ id: '${name}', path: '/m/${name}' }],
      }),
    ],
  },
);
`,

    'src/routes.test.ts': `import { manifestProblems } from '@site/shared-contracts';
import routes, { companyPage } from './routes';

const { manifest } = routes;

describe('the routes of ${section}', () => {
  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, '${section}')).toEqual([]);
  });

  it('pair the desktop page with its mobile page, both reading the company page', () => {
    expect(manifest.routes.map((route) => [route.path, route.layout, route.counterpart])).toEqual([
      ['/${name}', 'default', '/m/${name}'],
      ['/m/${name}', 'm-default', '/${name}'],
    ]);
    for (const route of manifest.routes) expect(route.data).toEqual([companyPage]);
  });

  it('declare the header entry, the background and the language rule the shell shows them with', () => {
    expect(manifest.menu?.map((entry) => [entry.key, entry.label])).toEqual([
      ['${name}', ${JSON.stringify({ s: titleS, t: titleT, e: titleE })}],
    ]);
    for (const route of manifest.routes) {
      expect(route.background).toBe('backgrounds/${name}.svg');
      expect(route.languageSwitch).toEqual({ kind: 'stay' });
    }
  });
});
`,

    'src/app.tsx': `/** The module the section exposes as \`./app\`: its single-spa lifecycles (DESIGN.md §3). */
import { createSectionLifecycles } from '@site/shared-contracts/section-kit';
import { ${app} } from './${name}-app';
import './styles.css';

export const { bootstrap, mount, unmount } = createSectionLifecycles({ rootComponent: ${app} });
`,

    'src/server.tsx': `/** The section's server entry (DESIGN.md §3), bundled with React into server/server.js. */
import { createServerEntry } from '@site/shared-contracts/section-kit/server';
import { ${app} } from './${name}-app';

export const { contract, reactVersion, render } = createServerEntry(${app});
`,

    [`src/${name}-app.tsx`]: `/** The root of the ${titleE} section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { ${Pascal}Page, Mobile${Pascal}Page } from './pages/${name}/${name}-page';
import routes from './routes';

export const ${app} = createSectionApp(routes, {
  '${name}': ${Pascal}Page,
  'm-${name}': Mobile${Pascal}Page,
});
`,

    [`src/pages/${name}/${name}-page.tsx`]: `/** /${name} and /m/${name}: the company introduction under the section's headline. */
import { ApiContent, DesktopPage, MobilePage, RichText, useRouteData } from '@site/shared-contracts/section-kit';
import { useCopy } from '../../copy/copy';
import { companyPage } from '../../routes';

function ${Pascal}Article() {
  const copy = useCopy();
  const page = useRouteData(companyPage);
  return (
    <ApiContent result={page}>
      {(company) => (
        <article className="${name}-article">
          <p className="${name}-article__lead">{copy.lead}</p>
          <h2 className="${name}-article__title">{company.title}</h2>
          <RichText html={company.content} className="${name}-article__text" />
        </article>
      )}
    </ApiContent>
  );
}

export function ${Pascal}Page() {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headline} className="${name}-page">
      <${Pascal}Article />
    </DesktopPage>
  );
}

export function Mobile${Pascal}Page() {
  const copy = useCopy();
  return (
    <MobilePage headline={copy.headline} className="${name}-m-page">
      <${Pascal}Article />
    </MobilePage>
  );
}
`,

    [`src/${name}-app.test.tsx`]: `/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { requestKey, type EndpointData } from '@site/shared-contracts';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { ${app} } from './${name}-app';

const company: EndpointData<'/api/web/page/detail'> = {
  key: 'introduce',
  title: '公司简介',
  subtitle: '以数据智能服务金融机构的科技伙伴',
  summary: '瀚数科技成立于2014年。',
  content: '<p>北京瀚数金融科技股份有限公司于2014年在北京创立。</p>',
  image: '/api/media/about/introduce.svg',
  blocks: [],
};
const answers = { [requestKey('/api/web/page/detail', { key: 'introduce' })]: company };

function renderAt(url: string, options: FakeSectionOptions = {}) {
  window.history.pushState(null, '', url);
  const props = createSectionProps({ answers, embedded: Object.keys(answers), ...options });
  render(<${app} {...props} />);
  return props;
}

describe('${app}', () => {
  it('shows the company introduction under the section headline on desktop', () => {
    renderAt('/${name}');
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(titleS)} })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '公司简介' })).toBeTruthy();
    expect(screen.getByText('北京瀚数金融科技股份有限公司于2014年在北京创立。')).toBeTruthy();
  });

  it('shows the same page on the mobile site', () => {
    renderAt('/m/${name}', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(titleS)} })).toBeTruthy();
    expect(screen.getByText(${JSON.stringify(s.lead)})).toBeTruthy();
  });

  it('speaks English under /en', () => {
    renderAt('/en/${name}', { language: 'e', basename: '/en' });
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(titleE)} })).toBeTruthy();
    expect(screen.getByText(${JSON.stringify(e.lead)})).toBeTruthy();
  });
});
`,

    'src/copy/copy.ts': `/**
 * The section's static copy (Simplified and English by hand, Traditional generated by
 * \`node scripts/hant.js\`); loading and error notices are the section kit's.
 */
import { createCopy } from '@site/shared-contracts/section-kit';
import english from './${name}.e.json';
import simplified from './${name}.s.json';
import traditional from './${name}.t.json';

export type ${Pascal}Copy = typeof simplified;

export const { copyOf, useCopy } = createCopy<${Pascal}Copy>({ s: simplified, t: traditional, e: english });
`,

    'src/copy/copy.test.ts': `import { expectCopyInThreeLanguages } from '@site/shared-contracts/section-kit/testing';
import { copyOf } from './copy';

it('has the ${titleE} copy in the same shape in Simplified, Traditional and English', () => {
  expectCopyInThreeLanguages(copyOf, (copy) => copy.headline.title, ${JSON.stringify({ s: titleS, t: titleT, e: titleE })});
});
`,

    [`src/copy/${name}.s.json`]: json(s),
    [`src/copy/${name}.e.json`]: json(e),
    'src/menu/menu.s.json': json(menuCopyOf(name, titleS, '公司简介', `${titleS}：瀚数科技总部园区插画`)),
    'src/menu/menu.e.json': json(menuCopyOf(name, titleE, 'Company Profile', `${titleE}: the Hanshu FinTech campus`)),
    [`src/backgrounds/${name}.svg`]: backgroundOf(titleE),

    'src/styles.css': `/* The ${titleE} section: desktop in px, mobile in rem of the 750 px design. */
.${name}-article {
  max-width: 960px;
  margin: 0 auto;
  padding: 40px 0 80px;
}

.${name}-article__lead {
  margin: 0 0 32px;
  font-size: 18px;
  line-height: 1.6;
  color: #2b2f36;
}

.${name}-article__title {
  margin: 0 0 16px;
  font-size: 24px;
  color: #1a1d22;
}

.${name}-article__text {
  font-size: 16px;
  line-height: 1.8;
  color: #3d434c;
}

.${name}-m-page .${name}-article {
  padding: 0.4rem 0.32rem 0.8rem;
}

.${name}-m-page .${name}-article__lead {
  margin-bottom: 0.32rem;
  font-size: 0.3rem;
}

.${name}-m-page .${name}-article__title {
  font-size: 0.36rem;
}

.${name}-m-page .${name}-article__text {
  font-size: 0.28rem;
}
`,
  };
}

module.exports = { sectionFiles, pascalOf, titleOf };
