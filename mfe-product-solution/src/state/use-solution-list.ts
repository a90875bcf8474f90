import type { CategoryListItem } from '@site/shared-contracts';
import { useSection } from '@site/shared-contracts/section-kit';
import { useEffect, useMemo } from 'react';
import { useCopy } from '../copy/copy';
import { solutionListOf, solutionListStateOf } from './solution-list';

/**
 * The six solution fields in the visitor's language; after each render that changes them, the
 * section's solution-list state takes them through its change-list action.
 */
export function useSolutionList(): CategoryListItem[] {
  const { props, language } = useSection();
  const names = useCopy().solution.fields;
  const list = useMemo(() => solutionListOf(language, names), [language, names]);
  useEffect(() => solutionListStateOf(props.bus).changeList(list), [props.bus, list]);
  return list;
}
