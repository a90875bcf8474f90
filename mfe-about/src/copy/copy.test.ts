import { copyOf, fill } from './copy';

function shapeOf(value: unknown): unknown {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

describe('static copy', () => {
  it('has the same keys in Simplified, Traditional and English', () => {
    expect(shapeOf(copyOf('t'))).toEqual(shapeOf(copyOf('s')));
    expect(shapeOf(copyOf('e'))).toEqual(shapeOf(copyOf('s')));
  });

  it('picks the copy of the language', () => {
    expect(copyOf('s').nav.team).toBe('管理团队');
    expect(copyOf('t').nav.team).toBe('管理團隊');
    expect(copyOf('e').nav.team).toBe('Management Team');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{name} logo', { name: 'Qihang' })).toBe('Qihang logo');
    expect(fill('{other}', {})).toBe('{other}');
  });
});
