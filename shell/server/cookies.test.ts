/** The site's cookies: the first of a name read exactly, set and cleared with the same attributes. */
import fc from 'fast-check';
import { siteCookie } from './cookies';

const cookie = siteCookie('site_x');

describe('a site cookie', () => {
  it('reads the first cookie of its name, trimmed, and no other name', () => {
    expect(cookie.valueOf('site_x=1')).toBe('1');
    expect(cookie.valueOf('a=b;site_x= two ; site_x=3')).toBe('two');
    expect(cookie.valueOf('a=b; site_x=a.b-c_d')).toBe('a.b-c_d');
    expect(cookie.valueOf('xsite_x=1')).toBeUndefined();
    expect(cookie.valueOf('site_xy=1')).toBeUndefined();
    expect(cookie.valueOf('a=site_x=1')).toBeUndefined();
    expect(cookie.valueOf(undefined)).toBeUndefined();
  });

  it('reads an empty cookie as none', () => {
    expect(cookie.valueOf('site_x=')).toBeUndefined();
    expect(cookie.valueOf('site_x=  ; site_x=2')).toBeUndefined();
  });

  it('reads, from any header whatever its bytes, nothing or one trimmed value without a ";"', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean(), (rest, named) => {
        const header = named ? `${rest}; site_x=${rest}` : rest;
        const value = cookie.valueOf(header);
        if (value === undefined) return true;
        return value.length > 0 && !value.includes(';') && value === value.trim() && header.includes('site_x=');
      }),
      { seed: 69, numRuns: 2000 },
    );
  });

  it('is set for the whole site, SameSite=Lax and HttpOnly, Secure on https, kept for a session or Max-Age', () => {
    expect(cookie.set('7', false)).toBe('site_x=7; Path=/; SameSite=Lax; HttpOnly');
    expect(cookie.set('7', true)).toBe('site_x=7; Path=/; SameSite=Lax; HttpOnly; Secure');
    expect(cookie.set('v.s', true, 60)).toBe('site_x=v.s; Max-Age=60; Path=/; SameSite=Lax; HttpOnly; Secure');
  });

  it('is cleared with the attributes it is set with', () => {
    expect(cookie.clear(false)).toBe('site_x=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly');
    expect(cookie.clear(true)).toBe('site_x=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure');
  });

  it('refuses a name a pattern or a Set-Cookie could not hold as it is', () => {
    for (const name of ['', 'a b', 'a;b', 'a=b', 'a.*', '(x)']) expect(() => siteCookie(name)).toThrow(/site cookie/);
  });
});
