import '../../../../mfe-honour-invest/src/styles.css';

export { HonourApp as App } from '../../../../mfe-honour-invest/src/honour-app';
