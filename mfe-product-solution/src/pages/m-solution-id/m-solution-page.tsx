/** /m/solution/:id? : a solution field on a phone; swipes move between banner and detail. */
import { SolutionContent } from '../../components/solution-content';

export function MobileSolutionPage() {
  return <SolutionContent />;
}
