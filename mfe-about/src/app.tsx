/** The module the section exposes as `./app`: its single-spa lifecycles (DESIGN.md §3). */
import { createSectionLifecycles } from '@site/shared-contracts/section-kit';
import { AboutApp } from './about-app';
import './styles.css';

export const { bootstrap, mount, unmount } = createSectionLifecycles({ rootComponent: AboutApp });
