import '../../../../mfe-product-solution/src/styles.css';

export { ProductSolutionApp as App } from '../../../../mfe-product-solution/src/product-solution-app';
