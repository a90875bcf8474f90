import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy';

describe('static copy of the News section', () => {
  it('has the same keys in Simplified, Traditional and English', () => {
    expect(copyShapeOf(copyOf('t'))).toEqual(copyShapeOf(copyOf('s')));
    expect(copyShapeOf(copyOf('e'))).toEqual(copyShapeOf(copyOf('s')));
  });

  it('picks the copy of the language', () => {
    expect(copyOf('s').nav.research).toBe('研究报告');
    expect(copyOf('t').nav.research).toBe('研究報告');
    expect(copyOf('e').nav.research).toBe('Research');
  });
});
