import '../../../../mfe-join/src/styles.css';

export { JoinApp as App } from '../../../../mfe-join/src/join-app';
