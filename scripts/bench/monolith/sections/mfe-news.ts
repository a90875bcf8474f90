import '../../../../mfe-news/src/styles.css';

export { NewsApp as App } from '../../../../mfe-news/src/news-app';
