/** The module the section exposes as `./app`: its single-spa lifecycles (DESIGN.md §3). */
import { createSectionLifecycles } from '@site/shared-contracts/section-kit';
import { TemplateSectionApp } from './template-section-app';
import './styles.css';

export const { bootstrap, mount, unmount } = createSectionLifecycles({ rootComponent: TemplateSectionApp });
