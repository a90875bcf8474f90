/**
 * The section's static copy. Simplified and English are written by hand; Traditional is made
 * from Simplified at build time (`node scripts/hant.js`), so no converter reaches the browser.
 */
import { createCopy } from '@site/shared-contracts/section-kit';
import english from './honour.e.json';
import simplified from './honour.s.json';
import traditional from './honour.t.json';

export type HonourCopy = typeof simplified;

export const { copyOf, useCopy } = createCopy<HonourCopy>({ s: simplified, t: traditional, e: english });
