import labelsE from './labels.e.json';
import labelsS from './labels.s.json';
import { chromeCopy, fillTemplate } from './chrome-copy';

/** Every key path of a copy object: "menu.about", "subItems.bank.alt" … */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key));
}

describe('chrome copy', () => {
  it('has the same keys in Simplified and English', () => {
    expect(keyPaths(labelsE).sort()).toEqual(keyPaths(labelsS).sort());
  });

  it('picks the copy of each language', () => {
    expect(chromeCopy('s').menu.about).toBe('关于我们');
    expect(chromeCopy('t').menu.about).toBe('關於我們');
    expect(chromeCopy('e').menu.about).toBe('About');
  });

  it('fills templates', () => {
    expect(fillTemplate('{name} submenu', { name: 'About' })).toBe('About submenu');
    expect(fillTemplate('{missing}', {})).toBe('{missing}');
  });
});
