import { expectCopyInThreeLanguages } from '@site/shared-contracts/section-kit/testing';
import { copyOf } from './copy';

it('has its copy in the same shape in Simplified, Traditional and English', () => {
  expectCopyInThreeLanguages(copyOf, (copy) => copy.headline.title, {
    s: '模板栏目',
    t: '模板欄目',
    e: 'Template Section',
  });
});
