/** The section's server entry (DESIGN.md §3), bundled with React into server/server.js. */
import { createServerEntry } from '@site/shared-contracts/section-kit/server';
import { TemplateSectionApp } from './template-section-app';

export const { contract, reactVersion, render } = createServerEntry(TemplateSectionApp);
