import { copyOf, fill } from './copy';

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

describe('static copy of the home section', () => {
  it('has the same keys and list lengths in Simplified, Traditional and English', () => {
    expect(shapeOf(copyOf('t'))).toEqual(shapeOf(copyOf('s')));
    expect(shapeOf(copyOf('e'))).toEqual(shapeOf(copyOf('s')));
  });

  it('picks the copy of the language, Traditional made from Simplified', () => {
    expect(copyOf('s').solutions.consfinance.name).toBe('消费金融');
    expect(copyOf('t').solutions.consfinance.name).toBe('消費金融');
    expect(copyOf('e').solutions.consfinance.name).toBe('Consumer Finance');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{issuer}, {year}', { issuer: 'HKEX', year: '2021' })).toBe('HKEX, 2021');
    expect(fill('{other}', {})).toBe('{other}');
  });
});
