/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { OverrideBanner, overridesOf } from './override-banner';

const ORIGIN = 'http://localhost:3001';

describe('overridesOf', () => {
  it('finds the sections the server pointed at another origin, and only those', () => {
    const registry = {
      sections: {
        'mfe-about': { version: 'v3', manifest: '/releases/mfe-about/v3/client/mf-manifest.json', routes: '/r.json' },
        'mfe-news': { version: 'override', manifest: `${ORIGIN}/mf-manifest.json`, routes: `${ORIGIN}/routes.json` },
      },
    };
    expect(overridesOf(registry)).toEqual([{ section: 'mfe-news', origin: ORIGIN }]);
    expect(overridesOf({ sections: { 'mfe-about': registry.sections['mfe-about'] } })).toEqual([]);
  });
});

describe('OverrideBanner', () => {
  it.each([
    ['s', '开发覆盖：本浏览器的 mfe-news 来自 http://localhost:3001', '恢复正式版本'],
    ['t', '開發覆蓋：本瀏覽器的 mfe-news 來自 http://localhost:3001', '恢復正式版本'],
    ['e', 'Development override: mfe-news is loaded from http://localhost:3001 in this browser', 'Back to the release'],
  ] as const)('names the section and origin in %s and offers a reset link', (language, text, reset) => {
    render(<OverrideBanner overrides={[{ section: 'mfe-news', origin: ORIGIN }]} language={language} />);
    expect(screen.getByRole('complementary').textContent).toContain(text);
    expect(screen.getByRole('link', { name: reset }).getAttribute('href')).toBe('?override=reset');
  });
});
