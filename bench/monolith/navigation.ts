/**
 * What the monolith's browser build takes for `single-spa` (webpack aliases it): the section kit's
 * SiteLink calls `navigateToUrl`, which the browser entry routes once it has read the page's state.
 */
let navigator: (href: string) => void = (href) => window.location.assign(href);

export function setNavigator(navigate: (href: string) => void): void {
  navigator = navigate;
}

export function navigateToUrl(href: string): void {
  navigator(href);
}
