import { expectCopyInThreeLanguages } from '@site/shared-contracts/section-kit/testing';
import { copyOf } from './copy';

it('has the News copy in the same shape in Simplified, Traditional and English', () => {
  expectCopyInThreeLanguages(copyOf, (copy) => copy.nav.research, { s: '研究报告', t: '研究報告', e: 'Research' });
});
