import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy';

describe('static copy of the home section', () => {
  it('has the same keys and list lengths in Simplified, Traditional and English', () => {
    expect(copyShapeOf(copyOf('t'))).toEqual(copyShapeOf(copyOf('s')));
    expect(copyShapeOf(copyOf('e'))).toEqual(copyShapeOf(copyOf('s')));
  });

  it('picks the copy of the language, Traditional made from Simplified', () => {
    expect(copyOf('s').solutions.consfinance.name).toBe('消费金融');
    expect(copyOf('t').solutions.consfinance.name).toBe('消費金融');
    expect(copyOf('e').solutions.consfinance.name).toBe('Consumer Finance');
  });
});
