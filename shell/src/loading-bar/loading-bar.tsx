import type { Language } from '@site/shared-contracts';
import { useSyncExternalStore } from 'react';
import labelsE from './labels.e.json';
import labelsS from './labels.s.json';
import labelsT from './labels.t.json';
import { HIDDEN_STATE, type LoadingBarController } from './loading-bar-controller';

const LABELS: Record<Language, typeof labelsS> = { s: labelsS, t: labelsT, e: labelsE };

export interface LoadingBarProps {
  controller: LoadingBarController;
  /** Language of the progress bar's accessible name; Simplified Chinese when not given. */
  language?: Language;
}

/** A 3 px bar fixed at the top of the viewport, red when the work failed. */
export function LoadingBar({ controller, language = 's' }: LoadingBarProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => HIDDEN_STATE);
  const className = [
    'shell-loading-bar',
    state.visible && 'shell-loading-bar--visible',
    state.percent >= 100 && 'shell-loading-bar--done',
    state.failed && 'shell-loading-bar--failed',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { transform: `scaleX(${state.percent / 100})` };
  if (!state.visible) return <div className={className} style={style} aria-hidden="true" />;
  return (
    <div
      className={className}
      style={style}
      role="progressbar"
      aria-label={LABELS[language].loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
    />
  );
}
