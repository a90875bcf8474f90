import labelsE from './labels.e.json';
import labelsS from './labels.s.json';
import { chromeCopy, fillTemplate } from './chrome-copy';

/** Every key path of a copy object: "footer.links.news", "widget.title" … */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key));
}

describe('chrome copy', () => {
  it('has the same keys in Simplified and English', () => {
    expect(keyPaths(labelsE).sort()).toEqual(keyPaths(labelsS).sort());
  });

  it('picks the copy of each language', () => {
    expect(chromeCopy('s').footer.links.news).toBe('新闻中心');
    expect(chromeCopy('t').footer.links.news).toBe('新聞中心');
    expect(chromeCopy('e').footer.links.news).toBe('News Center');
  });

  it('fills templates', () => {
    expect(fillTemplate('{name} submenu', { name: 'About' })).toBe('About submenu');
    expect(fillTemplate('{missing}', {})).toBe('{missing}');
  });
});
