import '@site/mfe-about/styles.css';

export { AboutApp as App } from '@site/mfe-about/monolith';
