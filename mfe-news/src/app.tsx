/** The module the section exposes as `./app`: its single-spa lifecycles (DESIGN.md §3). */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SectionProps } from '@site/shared-contracts';
import { NewsApp } from './news-app';
import { SectionCrashed } from './components/section-crashed';
import './styles.css';

const lifecycles = singleSpaReact<SectionProps>({
  React,
  ReactDOMClient,
  rootComponent: NewsApp,
  errorBoundary: (_error, _info, props) => <SectionCrashed language={props.getLanguage()} />,
  domElementGetter: (props) => props.domElement,
});

export const { bootstrap, mount, unmount } = lifecycles;
