/** /solution/:id? : a solution field (bank without an id), full-screen banner and detail. */
import { SolutionContent } from '../../components/solution-content';

export function SolutionPage() {
  return <SolutionContent />;
}
