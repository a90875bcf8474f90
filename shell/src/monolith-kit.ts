/**
 * The shell's chrome and boot pieces the bench's monolith (@site/bench, decision 026) is built from,
 * so that it renders and boots a page as the shell does; webpack builds it, tsc -b does not.
 */
export { createApiClient } from './boot/api-client';
export { followNavColour } from './boot/nav-colour';
export { completeState, readInitialState } from './boot/read-state';
export { installScrollRestoration } from './boot/scroll-restoration';
export { sectionPropsOf } from './boot/section-props';
export { createShellStore, initialModelOf } from './boot/store';
export type { ChromeActions, ChromeModel } from './chrome-model';
export { reactListens, repeatEarlyClick } from './early-click';
export { ErrorBoundary } from './errors/error-pages';
export { ShellChrome } from './layouts/shell-chrome';
export { LoadingBar } from './loading-bar/loading-bar';
export { connectLoadingBar, createLoadingBar, type LoadingBarController } from './loading-bar/loading-bar-controller';
export { basenameOf, joinLanguagePrefix, splitLanguagePrefix } from './routing/location';
export { BAD_REQUEST_PATH } from './routing/page-model';
export { sectionOwnsPath } from './routing/resolve-route';
export { SECTION_CONTAINER_CLASS, SECTION_HOST_CLASS } from './section-containers';
export { SECTION_SLOT_ID } from './shell-app';
