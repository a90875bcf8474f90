import '@site/mfe-home/styles.css';

export { HomeApp as App } from '@site/mfe-home/monolith';
