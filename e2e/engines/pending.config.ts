/**
 * Tests kept out of `npm test` until they pass every run (README.md): the same engines, server
 * and fixtures as the engine suite, for the `*.pending.ts` files.
 */
import { defineConfig } from '@playwright/test';
import engineSuite from './playwright.config';

export default defineConfig({ ...engineSuite, testMatch: /\.pending\.ts$/ });
