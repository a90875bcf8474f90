import '@site/mfe-product-solution/styles.css';

export { ProductSolutionApp as App } from '@site/mfe-product-solution/monolith';
