/** The solution page's content once its field has loaded. */
import { ApiContent, useRouteData } from '@site/shared-contracts/section-kit';
import { solution as solutionNeed } from '../routes';
import { SolutionView } from './solution-view';

export function SolutionContent() {
  const solution = useRouteData(solutionNeed);
  return <ApiContent result={solution}>{(data) => <SolutionView solution={data} />}</ApiContent>;
}
