/** The solution page's content once its field has loaded. */
import { ApiContent, useRouteData } from '@site/shared-contracts/section-kit';
import { solution as solutionNeed } from '../routes';
import { useStartAtTop } from './scroll-to-top';
import { SolutionView } from './solution-view';

export function SolutionContent() {
  useStartAtTop();
  const solution = useRouteData(solutionNeed);
  return <ApiContent result={solution}>{(data) => <SolutionView solution={data} />}</ApiContent>;
}
