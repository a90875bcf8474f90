/** Static copy: Simplified and English by hand, Traditional made from Simplified by `node scripts/hant.js`. */
import { createCopy } from '@site/shared-contracts/section-kit';
import e from './join.e.json';
import s from './join.s.json';
import t from './join.t.json';

export type JoinCopy = typeof s;
export const { copyOf, useCopy } = createCopy<JoinCopy>({ s, t, e });
