import '../../../../mfe-home/src/styles.css';

export { HomeApp as App } from '../../../../mfe-home/src/home-app';
