/** The kit's stand-in section props, with the site configuration the investor link reads. */
import type { InitialState } from '@site/shared-contracts';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';

export const INVESTOR_CONFIG = {
  origin: 'https://www.example.cn',
  investorUrl: 'https://ir.example.cn',
  investorPreUrl: 'https://ir-pre.example.cn',
};

export function sectionProps(options: FakeSectionOptions = {}) {
  const props = createSectionProps(options);
  return { ...props, initialState: { ...props.initialState, config: INVESTOR_CONFIG } as InitialState };
}
