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
    expect(copyOf('s').nav.research).toBe('研究报告');
    expect(copyOf('t').nav.research).toBe('研究報告');
    expect(copyOf('e').nav.research).toBe('Research');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('Page {page}', { page: '2' })).toBe('Page 2');
    expect(fill('{other}', {})).toBe('{other}');
  });
});
