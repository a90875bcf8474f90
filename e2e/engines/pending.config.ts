/**
 * What fails today in Firefox or WebKit (issue 25 §10–§12), kept out of `npm test` until it is
 * fixed: the same engines, server and fixtures as the engine suite, for the `*.pending.ts` files.
 * A test moves into a `*.engine.ts` file once it passes (README.md).
 */
import { defineConfig } from '@playwright/test';
import engineSuite from './playwright.config';

export default defineConfig({ ...engineSuite, testMatch: /\.pending\.ts$/ });
