import { expectCopyInThreeLanguages } from '@site/shared-contracts/section-kit/testing';
import { copyOf } from './copy';

it('has the Home copy, lists included, in the same shape in Simplified, Traditional and English', () => {
  expectCopyInThreeLanguages(copyOf, (copy) => copy.solutions.consfinance.name, {
    s: '消费金融',
    t: '消費金融',
    e: 'Consumer Finance',
  });
});
