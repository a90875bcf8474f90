import '../../../../mfe-about/src/styles.css';

export { AboutApp as App } from '../../../../mfe-about/src/about-app';
