import '@site/mfe-news/styles.css';

export { NewsApp as App } from '@site/mfe-news/monolith';
