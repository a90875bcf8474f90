import '@site/mfe-join/styles.css';

export { JoinApp as App } from '@site/mfe-join/monolith';
