import { SINGLETON_PACKAGES, federationNameOf, sharedModules } from './federation';

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  'single-spa': '6.0.3',
  '@site/shared-contracts': '0.1.0',
};

describe('Module Federation contract', () => {
  it('maps section folders to federation names', () => {
    expect(federationNameOf('mfe-news')).toBe('mfe_news');
    expect(federationNameOf('mfe-honour-invest')).toBe('mfe_honour_invest');
  });

  it('shares every singleton once, React and React DOM pinned exactly', () => {
    const shared = sharedModules(versions);
    for (const name of SINGLETON_PACKAGES) expect(shared[name]?.singleton).toBe(true);
    expect(shared.react).toEqual({
      singleton: true,
      version: '19.3.1',
      requiredVersion: '19.3.1',
      strictVersion: true,
    });
    expect(shared['react-dom']?.requiredVersion).toBe('19.3.1');
    expect(shared['react-router-dom']).toMatchObject({ requiredVersion: '^7.18.5', strictVersion: false });
  });

  it('shares the subpaths of React, React DOM and React Router too', () => {
    const shared = sharedModules(versions);
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react/', 'react-dom/', 'react-router/']));
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });

  it('marks modules eager only when asked', () => {
    expect(sharedModules(versions).react?.eager).toBeUndefined();
    expect(sharedModules(versions, { eager: true }).react?.eager).toBe(true);
  });
});
