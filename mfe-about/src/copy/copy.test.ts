import { expectCopyInThreeLanguages } from '@site/shared-contracts/section-kit/testing';
import { copyOf } from './copy';

it('has the About copy in the same shape in Simplified, Traditional and English', () => {
  expectCopyInThreeLanguages(copyOf, (copy) => copy.nav.team, { s: '管理团队', t: '管理團隊', e: 'Management Team' });
});
