import '@site/mfe-honour-invest/styles.css';

export { HonourApp as App } from '@site/mfe-honour-invest/monolith';
