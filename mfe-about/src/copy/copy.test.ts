import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy';

describe('static copy of the About section', () => {
  it('has the same keys in Simplified, Traditional and English', () => {
    expect(copyShapeOf(copyOf('t'))).toEqual(copyShapeOf(copyOf('s')));
    expect(copyShapeOf(copyOf('e'))).toEqual(copyShapeOf(copyOf('s')));
  });

  it('picks the copy of the language', () => {
    expect(copyOf('s').nav.team).toBe('管理团队');
    expect(copyOf('t').nav.team).toBe('管理團隊');
    expect(copyOf('e').nav.team).toBe('Management Team');
  });
});
