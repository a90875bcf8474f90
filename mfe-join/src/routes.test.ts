import { manifestProblems, passesValidation } from '@site/shared-contracts';
import routes from './routes';

const byPath = new Map(routes.manifest.routes.map((route) => [route.path, route]));

describe('the routes module of mfe-join', () => {
  it('makes a route manifest the build accepts', () => {
    expect(manifestProblems(routes.manifest, 'mfe-join')).toEqual([]);
  });

  it('declares the Contact and Recruitment routes of SPEC.md §2, desktop and mobile', () => {
    expect([...byPath.keys()]).toEqual([
      '/contact',
      '/contact/contactus',
      '/contact/join',
      '/contact/join/campusRecruit',
      '/contact/join/emplife',
      '/contact/join/office',
      '/contact/join/socialRecruit',
      '/contact/join/postDetail/:id?',
      '/m/contact/contactus',
    ]);
    expect(byPath.get('/contact/contactus')?.counterpart).toBe('/m/contact/contactus');
  });

  it('puts contact pages on the contact background, join pages on the join one', () => {
    for (const route of routes.manifest.routes)
      expect([route.path, route.background]).toEqual([
        route.path,
        `backgrounds/${route.path.includes('/join') ? 'join' : 'contact'}.svg`,
      ]);
  });

  it('shows a position in the detail-join layout, the phone page in the mobile one', () => {
    expect(byPath.get('/contact/join/postDetail/:id?')?.layout).toBe('detail-join');
    expect(byPath.get('/m/contact/contactus')?.layout).toBe('m-default');
  });

  it('takes only numeric position ids, or none', () => {
    const rule = byPath.get('/contact/join/postDetail/:id?')?.validate;
    expect(passesValidation(rule, { id: '12' })).toBe(true);
    expect(passesValidation(rule, { id: undefined })).toBe(true);
    expect(passesValidation(rule, { id: 'abc' })).toBe(false);
    expect(passesValidation(rule, { id: '0' })).toBe(false);
  });

  it('takes the positions filters and page, and the office city, from the URL', () => {
    const positions = byPath.get('/contact/join/socialRecruit')?.data[0];
    expect(positions?.params).toEqual({ city: '?city', category: '?category', keyword: '?keyword', page: '?page' });
    expect(byPath.get('/contact/join/office')?.data.map((need) => need.params)).toEqual([{}, { city: '?city' }]);
  });

  it('send a language switch on the positions and a position to the join page (SPEC.md §4)', () => {
    for (const path of ['/contact/join/socialRecruit', '/contact/join/postDetail/:id?'])
      expect(byPath.get(path)?.languageSwitch).toEqual({ kind: 'go', path: '/contact/join' });
    expect(byPath.get('/contact/join')?.languageSwitch).toBeUndefined();
  });
});
